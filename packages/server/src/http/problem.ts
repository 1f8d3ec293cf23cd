import { STATUS_CODES } from 'node:http';
import {
  PROBLEMS,
  fieldErrorText,
  problemText,
  type FieldError,
  type ProblemCode,
  type ProblemParams,
} from '@decklist/core/api';

/** One refused field value: its English message and its code (the body's `errors` and `error_codes` at one index). */
export interface FieldFailure {
  message: string;
  error: FieldError;
}
/** What is wrong with each field, keyed by the request's field names. */
export type FieldFailures = Record<string, FieldFailure[]>;

/** A field failure whose message is the code's own English sentence. */
export const failure = (error: FieldError): FieldFailure => ({ message: fieldErrorText(error), error });

interface ProblemOptions {
  /** Which problem this is (core's problems.ts); every problem has one. */
  code: ProblemCode;
  detail?: string;
  fields?: FieldFailures;
  /** A short slug naming the kind of problem; becomes the `type` URI. */
  kind?: string;
  /** Extra members merged into the body (RFC 9457 extensions): the code's parameters, and others. */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** An error that becomes an application/problem+json answer. Throw it from any handler. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly code: ProblemCode;
  readonly detail: string | undefined;
  readonly fields: FieldFailures | undefined;
  readonly kind: string | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, title: string | undefined, options: ProblemOptions) {
    const resolvedTitle = title ?? STATUS_CODES[status] ?? 'Error';
    super(options.detail ?? resolvedTitle);
    this.status = status;
    this.title = resolvedTitle;
    this.code = options.code;
    this.detail = options.detail;
    this.fields = options.fields;
    this.kind = options.kind;
    this.extra = options.extra;
    this.headers = options.headers;
  }

  toBody() {
    // Every 400 names its fields (the contract's HttpValidationProblemDetails); the whole body when no field is to blame.
    const fields = this.fields ?? (this.status === 400 ? { body: [this.bodyFailure()] } : undefined);
    return {
      type: this.kind ? `/problems/${this.kind}` : 'about:blank',
      title: this.title,
      status: this.status,
      ...(this.detail ? { detail: this.detail } : {}),
      code: this.code,
      ...(fields
        ? {
            errors: Object.fromEntries(Object.entries(fields).map(([field, failures]) => [field, failures.map((f) => f.message)])),
            error_codes: Object.fromEntries(Object.entries(fields).map(([field, failures]) => [field, failures.map((f) => f.error)])),
          }
        : {}),
      ...this.extra,
    };
  }

  /** A 400 without fields blames the body, with the problem's own detail. */
  private bodyFailure(): FieldFailure {
    const message = this.detail ?? this.title;
    const own: FieldError | undefined =
      this.code === 'malformed_json' || this.code === 'invalid_http' ? { code: this.code } : undefined;
    return { message, error: own ?? { code: 'request_error' } };
  }
}

type ParamsArgs<C extends ProblemCode> = keyof ProblemParams[C] extends never
  ? [params?: ProblemParams[C]]
  : Partial<ProblemParams[C]> extends ProblemParams[C]
    ? [params?: ProblemParams[C]]
    : [params: ProblemParams[C]];

interface SendOptions {
  /** Sent with the answer (Retry-After, WWW-Authenticate). */
  headers?: Record<string, string>;
  /** Members of the body beyond the code's parameters. */
  extra?: Record<string, unknown>;
  /** The fields to blame (a 400). */
  fields?: FieldFailures;
}

function build<C extends ProblemCode>(code: C, params: ProblemParams[C] | undefined, { headers, extra, fields }: SendOptions = {}): HttpProblem {
  const entry = PROBLEMS[code];
  const values = (params ?? {}) as ProblemParams[C];
  const members = { ...values, ...extra };
  return new HttpProblem(entry.status, entry.title, {
    code,
    kind: entry.kind,
    detail: problemText(code, values),
    ...(Object.keys(members).length > 0 ? { extra: members } : {}),
    ...(headers ? { headers } : {}),
    ...(fields ? { fields } : {}),
  });
}

/**
 * The problem of `code`, as core's catalogue has it: status, title, type and English detail, with the code's
 * parameters as members of the body.
 */
export const problem = <C extends ProblemCode>(code: C, ...[params]: ParamsArgs<C>): HttpProblem => build(code, params);

/** The same, with headers to send, members beyond the code's parameters, or fields to blame. */
export const problemWith = <C extends ProblemCode>(code: C, params: ProblemParams[C], options: SendOptions): HttpProblem =>
  build(code, params, options);

/** A 400 with messages under fields; its detail is 'Some fields need attention.' unless given. */
export const validationProblem = (fields: FieldFailures, detail?: string) =>
  new HttpProblem(400, PROBLEMS.validation.title, {
    code: 'validation',
    kind: PROBLEMS.validation.kind,
    detail: detail ?? problemText('validation', {}),
    fields,
  });

/** A 400 with one message on one field, keyed by the request's field name; the message is also the detail. */
export const fieldProblem = (field: string, error: FieldError) => {
  const one = failure(error);
  return validationProblem({ [field]: [one] }, one.message);
};

export const unauthorized = () => problem('sign_in_required');

/** A 404 of a route that exists: sent with an empty body, as the contract does (http/errors.ts). */
export const notFound = () => problem('not_found');

/** A 429 with Retry-After. */
export const tooManyRequests = <C extends ProblemCode>(code: C, retryAfterSeconds: number, options: { params?: ProblemParams[C]; extra?: Record<string, unknown> } = {}) =>
  build(code, options.params, { headers: { 'retry-after': String(retryAfterSeconds) }, ...(options.extra ? { extra: options.extra } : {}) });

/** The server is at capacity for this kind of work (or not ready for it), with Retry-After: try again shortly. */
export const serviceBusy = (code: ProblemCode, retryAfterSeconds: number) => build(code, undefined, { headers: { 'retry-after': String(retryAfterSeconds) } });
