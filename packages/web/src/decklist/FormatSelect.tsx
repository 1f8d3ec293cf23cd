import { useLingui } from '@lingui/react/macro';
import { FormError } from '../components/form/FormError';
import { NativeSelect } from '../components/ui';
import type { Ref } from 'react';
import { useFormats } from '../api/events';

export interface FormatSelectProps {
  value: string;
  onChange(format: string): void;
  onBlur?(): void;
  name?: string;
  /** The select element (the form focuses it when the field has an error). */
  inputRef?: Ref<HTMLSelectElement>;
  error?: string;
  /** A code that is not in the formats list but must stay selectable (a saved deck's retired format). */
  keepCode?: string;
}

/** The required Format select, filled from the formats list ('Select a format' until one is chosen). */
export function FormatSelect({ value, onChange, onBlur, name, inputRef, error, keepCode }: FormatSelectProps) {
  const { t } = useLingui();
  const formats = useFormats();
  if (formats.isError) return <FormError error={t`Error loading formats. Please refresh the page.`} />;
  const options = [
    { value: '', label: formats.isPending ? t`Loading formats...` : t`Select a format` },
    ...(formats.data ?? []).map((f) => ({ value: f.format, label: f.name })),
  ];
  if (keepCode && formats.data && !options.some((option) => option.value === keepCode)) options.push({ value: keepCode, label: keepCode });
  return (
    <NativeSelect
      label={t({ message: 'Format', context: 'the game format of a deck (Modern, Standard...)' })}
      required
      disabled={formats.isPending}
      error={error}
      data={options}
      name={name}
      ref={inputRef}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
