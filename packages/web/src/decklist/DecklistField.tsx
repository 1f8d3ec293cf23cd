import { MAX_DECKLIST_TEXT_LENGTH } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { Link } from 'wouter';
import { lengthLimit } from '../components/field-rules';
import type { FieldBinding, FieldRules } from '../components/form/use-form';
import { Anchor } from '../components/ui';
import { DecklistTextarea } from './DecklistTextarea';
import { DECKLIST_PLACEHOLDERS } from './placeholders';

/** The decklist's checks in both deck forms (docs/product.md, Forms). */
export const DECKLIST_RULES: FieldRules = {
  required: 'Decklist is required',
  maxLength: lengthLimit('Decklist', MAX_DECKLIST_TEXT_LENGTH),
};

/** The form's binding of the decklist text (`{...form.register('decklist_text')}`), plus its error. */
export interface DecklistFieldProps extends FieldBinding {
  error?: string | undefined;
  decklistStyle: DecklistStyle;
  readOnly?: boolean;
}

/**
 * The required decklist text of the deck forms (event and library): the style's example list as
 * placeholder, the link to the formatting guide, card-name suggestions and the length limit.
 */
export function DecklistField({ name, value, onChange, ref, error, decklistStyle, readOnly }: DecklistFieldProps) {
  return (
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
      error={error}
      limit={MAX_DECKLIST_TEXT_LENGTH}
      value={value}
      onChange={onChange}
      name={name}
      ref={ref}
    />
  );
}
