import { EMAIL_PATTERN } from '@decklist/core';

/** Spec section 5: fields are trimmed before they are checked and sent. */
export const trimmed = (value: string) => value.trim();

/** react-hook-form rules for an e-mail field (spec section 5 messages). */
export const emailRules = (required = true) => ({
  setValueAs: trimmed,
  ...(required ? { required: 'Email is required' } : {}),
  pattern: { value: EMAIL_PATTERN, message: 'Invalid email address' },
});
