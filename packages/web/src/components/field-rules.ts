import { EMAIL_PATTERN } from '@decklist/core';
import type { FieldRules } from './form/use-form';

/** Spec section 5: fields are trimmed before they are checked and sent. */
export const trimmed = (value: string) => value.trim();

/** Rules for an e-mail field (spec section 5 messages). */
export const emailRules = (required = true): FieldRules => ({
  setValueAs: trimmed,
  ...(required ? { required: 'Email is required' } : {}),
  pattern: { value: EMAIL_PATTERN, message: 'Invalid email address' },
});
