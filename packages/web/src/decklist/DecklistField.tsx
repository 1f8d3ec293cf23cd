import { MAX_DECKLIST_TEXT_LENGTH } from '@decklist/core/decklist';
import type { DecklistStyle } from '@decklist/core/formats';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { lengthLimit } from '../components/field-rules';
import type { FieldBinding, FieldRules } from '../components/form/use-form';
import { Anchor } from '../components/ui';
import { DecklistTextarea } from './DecklistTextarea';
import { DECKLIST_PLACEHOLDERS, GUIDE_SECTIONS, decklistExample } from './placeholders';

/** The field's name: the list of cards (not the product). */
const DECKLIST_LABEL = msg({ message: 'Decklist', context: 'form field: the list of cards of a deck' });

/** The decklist's checks in both deck forms (docs/product.md, Forms); their messages are worded when shown. */
export const DECKLIST_RULES: FieldRules = {
  required: msg`Decklist is required`,
  maxLength: lengthLimit(DECKLIST_LABEL, MAX_DECKLIST_TEXT_LENGTH),
};

/** The form's binding of the decklist text (`{...form.register('decklist_text')}`), plus its error. */
export interface DecklistFieldProps extends FieldBinding {
  error?: string | undefined;
  decklistStyle: DecklistStyle;
  /** The format's code: Limited has an example and a section of the guide of its own. */
  format?: string | undefined;
  readOnly?: boolean;
}

/**
 * The required decklist text of the deck forms (event and library): the style's example list as
 * placeholder, the link to the formatting guide, card-name suggestions and the length limit.
 */
export function DecklistField({ name, value, onChange, ref, error, decklistStyle, format, readOnly }: DecklistFieldProps) {
  const { t } = useLingui();
  const example = decklistExample(format, decklistStyle);
  // Flesh and Blood's lists: no name suggestions yet (the suggestions know Magic's cards).
  const fab = decklistStyle === 'fab';
  return (
    <DecklistTextarea
      label={t(DECKLIST_LABEL)}
      required
      readOnly={readOnly}
      typeahead={!fab}
      placeholder={DECKLIST_PLACEHOLDERS[example]}
      description={
        <>
          {fab ? (
            <Trans>Your hero, your weapons and equipment, then one card per line: a count, the name and its pitch, like 3x Sink Below (red).</Trans>
          ) : (
            <Trans>One card per line, a count then the name; the sideboard after an empty line.</Trans>
          )}{' '}
          <Anchor component={Link} to={`/help/decklist#${GUIDE_SECTIONS[example]}`} size="xs">
            <Trans>How to write a decklist</Trans>
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
