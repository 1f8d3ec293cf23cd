import { GAME_CODES, type GameCode } from '@decklist/core/formats';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FormError } from '../components/form/FormError';
import { NativeSelect, type SelectData } from '../components/ui';
import type { Ref } from 'react';
import { useFormats } from '../api/events';

/** The games, as the select's groups name them (their official names in each language). */
const GAME_LABELS: Record<GameCode, MessageDescriptor> = {
  magic: msg({ message: 'Magic: The Gathering', context: 'the trading card game' }),
  fab: msg({ message: 'Flesh and Blood', context: 'the trading card game' }),
};

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

/**
 * The required Format select, filled from the formats list ('Select a format' until one is chosen), its formats
 * grouped by game.
 */
export function FormatSelect({ value, onChange, onBlur, name, inputRef, error, keepCode }: FormatSelectProps) {
  const { t, i18n } = useLingui();
  const formats = useFormats();
  if (formats.isError) return <FormError error={t`Error loading formats. Please refresh the page.`} />;
  const entries = formats.data ?? [];
  const options: SelectData = [
    { value: '', label: formats.isPending ? t`Loading formats...` : t`Select a format` },
    ...GAME_CODES.flatMap((game) => {
      const items = entries.filter((entry) => entry.game === game).map((entry) => ({ value: entry.format, label: entry.name }));
      return items.length > 0 ? [{ group: i18n._(GAME_LABELS[game]), items }] : [];
    }),
  ];
  if (keepCode && formats.data && !entries.some((entry) => entry.format === keepCode)) options.push({ value: keepCode, label: keepCode });
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
