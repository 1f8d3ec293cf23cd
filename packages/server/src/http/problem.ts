import { STATUS_CODES } from 'node:http';

export type FieldErrors = Record<string, string[]>;

interface ProblemOptions {
  detail?: string;
  errors?: FieldErrors;
  /** A short slug naming the kind of problem; becomes the `type` URI. */
  kind?: string;
  /** Extra members merged into the body (RFC 9457 extensions). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** An error that becomes an application/problem+json answer. Throw it from any handler. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: FieldErrors | undefined;
  readonly kind: string | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, title?: string, options: ProblemOptions = {}) {
    const resolvedTitle = title ?? STATUS_CODES[status] ?? 'Error';
    super(options.detail ?? resolvedTitle);
    this.status = status;
    this.title = resolvedTitle;
    this.detail = options.detail;
    this.errors = options.errors;
    this.kind = options.kind;
    this.extra = options.extra;
    this.headers = options.headers;
  }

  toBody() {
    // Every 400 names its fields (the contract's HttpValidationProblemDetails); the whole body when no field is to blame.
    const errors = this.errors ?? (this.status === 400 ? { body: [this.detail ?? this.title] } : undefined);
    return {
      type: this.kind ? `/problems/${this.kind}` : 'about:blank',
      title: this.title,
      status: this.status,
      ...(this.detail ? { detail: this.detail } : {}),
      ...(errors ? { errors } : {}),
      ...this.extra,
    };
  }
}

export const validationProblem = (errors: FieldErrors, detail = 'Some fields need attention.') =>
  new HttpProblem(400, 'Validation error', { kind: 'validation', detail, errors });

/** A 400 with one message on one field, keyed by the request's field name. */
export const fieldProblem = (field: string, message: string) => validationProblem({ [field]: [message] }, message);

export const unauthorized = (detail = 'Sign in to continue.') =>
  new HttpProblem(401, 'Not signed in', { kind: 'unauthorized', detail });

export const forbidden = (detail = 'You are not allowed to do this.') =>
  new HttpProblem(403, 'Forbidden', { kind: 'forbidden', detail });

export const notFound = (detail = 'Not found.') => new HttpProblem(404, 'Not found', { kind: 'not-found', detail });

export const conflict = (title: string, detail: string, kind = 'conflict') =>
  new HttpProblem(409, title, { kind, detail });

export const tooManyRequests = (retryAfterSeconds: number, detail: string, extra?: Record<string, unknown>) =>
  new HttpProblem(429, 'Too many requests', {
    kind: 'rate-limited',
    detail,
    headers: { 'retry-after': String(retryAfterSeconds) },
    ...(extra ? { extra } : {}),
  });

/** The server is at capacity for this kind of work: try again shortly. */
export const serviceBusy = (retryAfterSeconds: number, detail: string) =>
  new HttpProblem(503, 'Busy', { kind: 'busy', detail, headers: { 'retry-after': String(retryAfterSeconds) } });
