import { labelOf, type ExpectedType, type FieldError, type UnsafeTextReason } from '@decklist/core/api';

/** A schema validation failure as fastify-type-provider-zod hands it over: the zod issue's code is the keyword. */
export interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  /** The rest of the zod issue (minimum, maximum, origin, inclusive, expected, format, params...). */
  params?: Record<string, unknown>;
}

/** The value at a JSON pointer ('/decks/0/user_id') of a request part, as it was sent. */
function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const segment of pointer.split('/').slice(1)) {
    if (segment === '') continue;
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

const JSON_TYPES = new Set<ExpectedType>(['string', 'number', 'boolean', 'array', 'object']);
const jsonType = (expected: unknown): ExpectedType => (JSON_TYPES.has(expected as ExpectedType) ? (expected as ExpectedType) : 'other');
const REASONS = new Set<UnsafeTextReason>(['control', 'direction', 'invisible']);

/** What a schema's own refinement says it checked (`params: { code }` of a custom issue in core's schemas). */
function customCode(own: unknown): FieldError {
  const params = (own ?? {}) as { code?: unknown; reason?: unknown; lines?: unknown };
  if (params.code === 'required') return { code: 'required' };
  if (params.code === 'listed_twice') return { code: 'listed_twice' };
  if (params.code === 'unsafe_text' && REASONS.has(params.reason as UnsafeTextReason)) {
    return { code: 'unsafe_text', reason: params.reason as UnsafeTextReason, ...(params.lines === true ? { lines: true } : {}) };
  }
  return { code: 'invalid' };
}

/** The code of a zod issue, whatever the field: what kind of check failed, with its limit. */
function codeOf(issue: ValidationIssue, part: unknown): FieldError {
  const params = issue.params ?? {};
  const missing = () => {
    const value = valueAt(part, issue.instancePath);
    return value === undefined || value === null;
  };
  // An exclusive bound (`.positive()`) is not 'at least' or 'at most' anything.
  const bound = (key: 'minimum' | 'maximum') => (params.inclusive === false ? undefined : Number(params[key]));
  switch (issue.keyword) {
    case 'invalid_type':
      if (missing()) return { code: 'required' };
      if (params.expected === 'int') return { code: 'not_integer' };
      return { code: 'invalid_type', expected: jsonType(params.expected) };
    case 'too_small': {
      const min = bound('minimum');
      if (min === undefined || Number.isNaN(min)) return { code: 'invalid' };
      if (params.origin === 'string') return min <= 1 ? { code: 'required' } : { code: 'too_short', min };
      if (params.origin === 'array' || params.origin === 'set') return { code: 'too_few', min };
      return { code: 'too_small', min };
    }
    case 'too_big': {
      const max = bound('maximum');
      if (max === undefined || Number.isNaN(max)) return { code: 'invalid' };
      if (params.origin === 'string') return { code: 'too_long', max };
      if (params.origin === 'array' || params.origin === 'set') return { code: 'too_many', max };
      return { code: 'too_big', max };
    }
    case 'invalid_format':
      return { code: 'invalid_format', format: typeof params.format === 'string' ? params.format : 'other' };
    case 'invalid_value':
      return missing() ? { code: 'required' } : { code: 'invalid_choice' };
    case 'not_multiple_of':
      return { code: 'not_multiple_of', step: Number(params.divisor) };
    case 'custom':
      return customCode(params.params);
    default:
      // A union none of whose members took the value, a key or element refused...
      return missing() ? { code: 'required' } : { code: 'invalid' };
  }
}

/**
 * The code of a schema validation failure, with the field's label when `message` is that code's English
 * sentence about it ('Player name must be at most 100 characters': too_long, max 100, label 'Player name').
 * `part` is the request part the failure is in, as sent, to tell a missing value from a wrong one.
 */
export function fieldErrorFromIssue(issue: ValidationIssue, part: unknown, message: string): FieldError {
  const error = codeOf(issue, part);
  const label = labelOf(error, message);
  return label === undefined ? error : ({ ...error, label } as FieldError);
}
