import { z } from 'zod';
import { FIELD_ERROR_CODES, PROBLEM_CODES, type FieldErrorCode, type ProblemCode } from './problems';

// The codes of problems.ts as zod schemas, for the API's bodies and the OpenAPI document. Apart from
// problems.ts, so that a client reading the codes does not load zod.
// ------------------------------------------------------------------ schemas (also components of the OpenAPI document)

export const problemCodeSchema = z.enum(PROBLEM_CODES as [ProblemCode, ...ProblemCode[]]).meta({
  id: 'ProblemCode',
  description:
    'Which problem this is (docs/api-contract.md, Problem codes): stable, unlike the English title and detail. More codes may come: treat an unknown one by its status.',
});

export const fieldErrorCodeSchema = z.enum(FIELD_ERROR_CODES as [FieldErrorCode, ...FieldErrorCode[]]).meta({
  id: 'FieldErrorCode',
  description: 'Why a field was refused (docs/api-contract.md, Problem codes). More codes may come: show the message of `errors` for an unknown one.',
});

export const fieldErrorSchema = z
  .object({
    code: fieldErrorCodeSchema,
    label: z.string().optional().describe("The field's name as the English message says it, when it names it"),
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().optional(),
    expected: z.enum(['string', 'number', 'boolean', 'array', 'object', 'other']).optional(),
    format: z.string().optional(),
    reason: z.enum(['control', 'direction', 'invisible']).optional(),
    lines: z.boolean().optional(),
    max_depth: z.number().optional(),
    max_days: z.number().optional(),
    role: z.enum(['owner', 'judge']).optional(),
    available: z.number().optional(),
  })
  .meta({
    id: 'FieldError',
    description: "A field error's code and parameters, at the index of its English message in `errors`",
  });
