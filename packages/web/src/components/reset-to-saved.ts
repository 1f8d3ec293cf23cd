import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * After a save, the form takes the saved values as its new clean state, except the fields the user
 * changed while the save was on its way: those keep what was typed since, and stay unsaved.
 */
export function resetToSaved<T extends FieldValues>(form: UseFormReturn<T>, sent: T, saved: T) {
  const current = form.getValues();
  form.reset(saved, { keepDirtyValues: false });
  for (const name of Object.keys(saved) as Path<T>[]) {
    const typed = current[name] as PathValue<T, Path<T>>;
    if (typed !== sent[name]) form.setValue(name, typed, { shouldDirty: true });
  }
}
