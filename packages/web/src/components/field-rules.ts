import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '@decklist/core/text';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { FieldMessage, FieldRules } from './form/use-form';

/** docs/product.md, Forms: fields are trimmed before they are checked and sent. */
export const trimmed = (value: string) => value.trim();

/** Rules for an e-mail field (docs/product.md, Forms). */
export const emailRules = (required = true): FieldRules => ({
  setValueAs: trimmed,
  ...(required ? { required: msg`Email is required` } : {}),
  maxLength: lengthLimit(msg`Email`, MAX_EMAIL_LENGTH),
  pattern: { value: EMAIL_PATTERN, message: msg`Invalid email address` },
});

/**
 * A length limit of the server's schema, said in words: 'Deck name must be at most 100 characters'.
 * `field` is the field's name (msg``, or a string in the current language). The message is worded
 * when the check fails, in the language of that moment, so the rule may be a module constant.
 */
export const lengthLimit = (field: FieldMessage, max: number): { value: number; readonly message: string } => ({
  value: max,
  get message() {
    const label = typeof field === 'string' ? field : i18n._(field);
    return t({
      message: `${label} must be at most ${plural(max, { one: '# character', other: '# characters' })}`,
      comment: 'A form field that is too long; label is the name of the field, e.g. "Deck name"',
    });
  },
});
