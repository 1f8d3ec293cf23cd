import { useFormError } from '../components/form/FormError';
import { useForm, type FormRules, type FormValues } from '../components/form/use-form';
import { useLeaveGuard } from '../components/use-leave-guard';
import { useDraft } from './use-draft';

interface DeckFormOptions<T extends FormValues<T>, A> {
  saved: T;
  rules: FormRules<T>;
  /** Sends the values; resolves with the saved deck. */
  save(values: T): Promise<A>;
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
 * stays, unsaved).
 */
export function useDeckForm<T extends FormValues<T>, A>({ saved, rules, save, savedValues, onSaved, guard = true, draftKey }: DeckFormOptions<T, A>) {
  const form = useForm<T>(saved, rules);
  const { formError, setFormError, showServerError } = useFormError(form, Object.keys(saved) as (keyof T & string)[]);
  useLeaveGuard(guard && form.isDirty);
  const draft = useDraft(guard ? draftKey : undefined, form, saved);

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    save(values).then(
      (answer) => {
        draft.clear();
        form.commit(savedValues(answer));
        onSaved?.(answer);
      },
      showServerError,
    );
  });

  return { form, submit, formError, draft };
}
