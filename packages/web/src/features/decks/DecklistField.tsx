import { MAX_DECKLIST_TEXT_LENGTH, type DecklistStyle } from '@decklist/core';
import { Anchor } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Link } from 'wouter';
import { DecklistTextarea } from '../decklists';
import { DECKLIST_PLACEHOLDERS } from './placeholders';

export interface DecklistFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  decklistStyle: DecklistStyle;
  readOnly?: boolean;
}

/**
 * The required decklist text of the deck forms (event and library): the style's example list as
 * placeholder, the link to the formatting guide, card-name suggestions and the length limit.
 */
export function DecklistField<T extends FieldValues>({ control, name, decklistStyle, readOnly }: DecklistFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (value: string) => value.trim() !== '' || 'Decklist is required',
        maxLength: { value: MAX_DECKLIST_TEXT_LENGTH, message: `Decklist must be at most ${MAX_DECKLIST_TEXT_LENGTH} characters` },
      }}
      render={({ field, fieldState }) => (
        <DecklistTextarea
          label="Decklist"
          required
          readOnly={readOnly}
          placeholder={DECKLIST_PLACEHOLDERS[decklistStyle]}
          description={
            <>
              One card per line, a count then the name; the sideboard after an empty line.{' '}
              <Anchor component={Link} to={`/help/decklist#${decklistStyle}`} size="xs">
                How to write a decklist
              </Anchor>
            </>
          }
          autosize
          minRows={10}
          maxRows={28}
          error={fieldState.error?.message}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    />
  );
}
