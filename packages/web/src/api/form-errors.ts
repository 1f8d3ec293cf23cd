import { t } from '@lingui/core/macro';
import { ApiError, ValidationError } from './client';

/**
 * Puts the first server message of each known field under that field (docs/product.md, Forms), in the
 * reader's language where its code allows (problem-messages.ts).
 * Returns the error when something is left for the caller to show (a message for the whole form).
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  setError: (field: F, error: { message: string }) => void,
  fields: readonly F[],
  /** Request fields shown under a form field of another name (e.g. duration_seconds under minutes). */
  aliases: Partial<Record<string, F>> = {},
): Error | undefined {
  if (!(error instanceof ValidationError)) return error instanceof Error ? error : new Error(String(error));
  const fieldErrors = error.words.fields;
  const formField = (key: string) => aliases[key] ?? (fields.includes(key as F) ? (key as F) : undefined);
  let placed = 0;
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = formField(key);
    if (field && messages[0]) {
      setError(field, { message: messages[0] });
      placed += 1;
    }
  }
  const unplaced = Object.keys(fieldErrors).some((key) => !formField(key));
  return placed === 0 || unplaced ? error : undefined;
}

/** A sentence for an error shown above a form or in an alert, in the reader's language where the server's code allows. */
export function errorMessage(error: unknown, fallback = t`Something went wrong. Try again later.`): string {
  if (error instanceof ApiError) {
    const said = error.words.detail;
    if (said) return said;
  }
  if (error instanceof ValidationError) return error.problem?.detail ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
