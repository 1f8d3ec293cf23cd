import { useState } from 'react';
import { applyServerErrors, errorMessage } from '../api/form-errors';
import { useForm, type FormRules, type FormValues } from '../components/form/use-form';
import { useLeaveGuard } from '../components/useLeaveGuard';

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
}

/**
 * The save logic of both deck forms (event and library): the leave guard while something is unsaved,
 * server field errors under their fields, and after a save the saved values as the clean state
 * (text typed while the save was on its way stays, unsaved).
 */
export function useDeckForm<T extends FormValues<T>, A>({ saved, rules, save, savedValues, onSaved, guard = true }: DeckFormOptions<T, A>) {
  const form = useForm<T>(saved, rules);
  const [formError, setFormError] = useState<string>();
  useLeaveGuard(guard && form.isDirty);

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    save(values).then(
      (answer) => {
        form.commit(savedValues(answer));
        onSaved?.(answer);
      },
      (error: unknown) => {
        const rest = applyServerErrors(error, form.setError, Object.keys(saved) as (keyof T & string)[]);
        if (rest) setFormError(errorMessage(rest));
      },
    );
  });

  return { form, submit, formError };
}
