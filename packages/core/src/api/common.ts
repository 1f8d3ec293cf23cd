import { MAX_EMAIL_LENGTH } from '../text/limits';
import { z } from 'zod';
import { EMAIL_PATTERN, normaliseEmail, unsafeText, unsafeTextMessage } from '../text/text';
import { fieldErrorSchema, problemCodeSchema } from './problem-schemas';

const problemFields = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  /** Which problem this is (problems.ts); its parameters are members beside it. */
  code: problemCodeSchema,
  /** Field errors keyed by the request's field names: English messages. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** The same fields, each message's code and parameters at the same index. */
  error_codes: z.record(z.string(), z.array(fieldErrorSchema)).optional(),
});
/** Body of every error answer (RFC 9457 problem details); a code's parameters are extension members beside `code`. */
export const problemSchema = problemFields.loose();
export type Problem = z.infer<typeof problemFields>;

/** Message for a missing value or one of the wrong type. */
export const textTypeError = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`;

/**
 * A name or other one-line text: trimmed and in Unicode NFC before it is checked, and refused when it
 * holds line breaks, control characters, direction overrides or invisible characters (which could
 * forge a line of a download or show as another name).
 */
function lineOfText(label: string, max: number) {
  return z
    .string({ error: textTypeError(label) })
    .trim()
    .normalize('NFC')
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((value, context) => {
      const reason = unsafeText(value);
      if (reason) context.addIssue({ code: 'custom', message: unsafeTextMessage(label, reason), params: { code: 'unsafe_text', reason } });
    });
}

/** A required text field, trimmed before it is checked (docs/security.md: names that could forge text). */
export function requiredText(label: string, max = 200) {
  return lineOfText(label, max).refine((value) => value.length > 0, { message: `${label} is required`, params: { code: 'required' } });
}

/** An optional text field: trimmed, and empty when missing or null. */
export function optionalText(label: string, max = 200) {
  return lineOfText(label, max)
    .nullish()
    .transform((value) => value ?? '');
}

export const emailField = z
  .string({ error: textTypeError('Email') })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, 'Email is too long')
  .regex(EMAIL_PATTERN, 'Invalid email address')
  .transform(normaliseEmail);

/**
 * A 200 answer with an empty body, as the decklist.lol contract has for most changes
 * (docs/api-contract.md). The OpenAPI description shows it without content.
 */
export const emptyResponse = z.null().describe('OK (empty body)');
/** A 404 answer of a route that exists: the thing asked for is not there, and the body is empty. */
export const notFoundResponse = z.null().describe('Not found (empty body)');
/** A 400 answer: a problem whose `errors` name each field with its messages, and `error_codes` with their codes. */
export const validationProblemResponse = problemSchema
  .extend({ errors: z.record(z.string(), z.array(z.string())), error_codes: z.record(z.string(), z.array(fieldErrorSchema)) })
  .describe('Bad request: problem details with field errors');
