import { useFormError } from '../components/form/FormError';
import { useForm, type FormRules, type FormValues } from '../components/form/use-form';
import { useLeaveGuard } from '../components/use-leave-guard';
import { isNetworkError, newSaveKey } from '../api/client';
import { useDraft } from './use-draft';
import { sameValues, useResendUnsent, useUnsentSave, type UnsentSave } from './use-unsent-save';

interface DeckFormOptions<T extends FormValues<T>, A> {
  saved: T;
  rules: FormRules<T>;
  /** Sends the values under the save's idempotency key; resolves with the saved deck. */
  save(values: T, idempotencyKey: string): Promise<A>;
  /** The form's values as the server saved them (trimmed). */
  savedValues(answer: A): T;
  onSaved?(answer: A): void;
  /** Leaving with unsaved edits asks first (default true). */
  guard?: boolean;
  /** Where unsaved edits are kept in this browser (see use-draft.ts); none without it. */
  draftKey?: string | undefined;
}

/**
 * The save logic of both deck forms (event and library): the leave guard while something is unsaved,
 * server field errors under their fields, the draft kept in this browser (offered back on return),
 * and after a save the saved values as the clean state (text typed while the save was on its way
 * stays, unsaved). A save that gets no answer (no network, or none in time) is kept as `unsent` and sent
 * again by itself when the network returns, under the same key, so that the server saves it once.
 */
export function useDeckForm<T extends FormValues<T>, A>({ saved, rules, save, savedValues, onSaved, guard = true, draftKey }: DeckFormOptions<T, A>) {
  const form = useForm<T>(saved, rules);
  const { formError, setFormError, showServerError } = useFormError(form, Object.keys(saved) as (keyof T & string)[]);
  useLeaveGuard(guard && form.isDirty);
  const draft = useDraft(guard ? draftKey : undefined, form, saved);
  const [unsent, setUnsent] = useUnsentSave<T>(guard ? draftKey : undefined);

  const send = ({ values, key, failures }: UnsentSave<T>) => {
    setFormError(undefined);
    return save(values, key).then(
      (answer) => {
        setUnsent(null);
        draft.clear();
        form.commit(savedValues(answer));
        onSaved?.(answer);
      },
      (error: unknown) => {
        if (isNetworkError(error)) return setUnsent({ values, key, failures: failures + 1 });
        setUnsent(null);
        showServerError(error);
      },
    );
  };
  const sendNow = useResendUnsent(unsent, send);

  const submit = form.handleSubmit((values) => {
    // A save is pressed: whatever was waiting to be sent is this one now (its key kept for the same values).
    // The same values again keep their key: if the first send did arrive, the server saves them once.
    const key = unsent && sameValues(unsent.values, values) ? unsent.key : newSaveKey();
    void send({ values, key, failures: unsent?.failures ?? 0 });
  });

  return { form, submit, formError, draft, unsent: unsent !== null, sendNow };
}
