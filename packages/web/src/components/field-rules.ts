import { EMAIL_PATTERN, MAX_EMAIL_LENGTH } from '@decklist/core/text';
import type { FieldRules } from './form/use-form';

/** docs/product.md, Forms: fields are trimmed before they are checked and sent. */
export const trimmed = (value: string) => value.trim();

/** Rules for an e-mail field (docs/product.md, Forms). */
export const emailRules = (required = true): FieldRules => ({
  setValueAs: trimmed,
  ...(required ? { required: 'Email is required' } : {}),
  maxLength: lengthLimit('Email', MAX_EMAIL_LENGTH),
  pattern: { value: EMAIL_PATTERN, message: 'Invalid email address' },
});

/** A length limit of the server's schema, said in words: 'Deck name must be at most 100 characters'. */
export const lengthLimit = (label: string, max: number) => ({ value: max, message: `${label} must be at most ${max.toLocaleString('en')} characters` });
