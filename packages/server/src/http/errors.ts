import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpProblem, failure, fieldProblem, problem, problemWith, validationProblem, type FieldFailures } from './problem';
import { fieldErrorFromIssue, type ValidationIssue } from './field-codes';

export function sendProblem(reply: FastifyReply, problem: HttpProblem) {
  if (problem.headers) reply.headers(problem.headers);
  return reply.code(problem.status).type('application/problem+json').send(problem.toBody());
}

/** A 200 with an empty body: what the contract answers to most changes (docs/api-contract.md). */
export const sendEmpty = (reply: FastifyReply) => reply.code(200).send();

/** The part of the request a validation error is about, as parsed (before any schema changed it). */
function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

/** Each zod issue as a message and a code under its field (the field path with dots, or the part of the request). */
function fieldErrorsFromValidation(error: FastifyError & { validation: ValidationIssue[] }, request: FastifyRequest) {
  const fields: FieldFailures = {};
  const part = requestPart(request, error.validationContext);
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    const message = issue.message ?? 'Invalid value';
    (fields[field] ??= []).push({ message, error: fieldErrorFromIssue(issue, part, message) });
  }
  return fields;
}

/** Turns Fastify's own client errors (bad JSON, wrong media type, too large...) into problems. */
function problemFromFastifyError(error: FastifyError, bodyLimit: number | undefined): HttpProblem | undefined {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problem('request_too_large', bodyLimit ? { max_kib: Math.floor(bodyLimit / 1024) } : {});
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problem('unsupported_media_type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return problem('malformed_json');
    default:
      if (error instanceof SyntaxError || error.code === undefined) return problem('malformed_json');
      // Fastify's own English: the code says only that the request was refused.
      return new HttpProblem(status, undefined, { code: 'request_error', detail: error.message });
  }
}

/**
 * Errors the router raises before any route runs (an undecodable URL such as `%FF`, a path parameter
 * over the router's length limit): problems too. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendProblem(reply, problem('uri_too_long'));
  return sendProblem(reply, problemWith('bad_url', {}, { fields: { url: [failure({ code: 'bad_url' })] } }));
}

/** Deeper JSON than any request of this API needs (its bodies nest three levels at most). */
export const MAX_JSON_DEPTH = 32;

type Scan = { nul: string } | { tooDeep: string } | undefined;

/**
 * Walks a parsed request part without recursion (a body can be nested 10,000 levels deep): the
 * first string holding a NUL character, as a field path ('player_name', 'eventId.1'), or the first
 * place nested deeper than MAX_JSON_DEPTH.
 */
function scanInput(root: unknown): Scan {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { nul: path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { tooDeep: path };
    const entries = Object.entries(value);
    // Pushed in reverse so the first field is looked at first, as a reader would.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      stack.push({ value: inner, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/** 400 naming the field (or the body) that holds the over-deep nesting. */
function tooDeep(root: unknown, path: string) {
  const field = (!Array.isArray(root) && path.split('.')[0]) || 'body';
  return problemWith('nested_too_deep', { max_depth: MAX_JSON_DEPTH, field }, { fields: { [field]: [failure({ code: 'nested_too_deep', max_depth: MAX_JSON_DEPTH })] } });
}

/** Every error becomes application/problem+json; only real faults are 500s, and those are logged. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A route that exists answers a missing thing with an empty 404, as the contract does; an address no
    // route matches is still a 404 problem (web-app.ts).
    if (error instanceof HttpProblem && error.status === 404) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(404).send();
    }
    if (error instanceof HttpProblem) return sendProblem(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, validationProblem(fieldErrorsFromValidation(error, request)));
    }
    const clientProblem = problemFromFastifyError(error, request.routeOptions.bodyLimit);
    if (clientProblem) return sendProblem(reply, clientProblem);
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, problem('internal_error'));
  });

  // PostgreSQL text cannot hold NUL characters: refuse them as bad input before they reach a query.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = scanInput(part);
      if (found && 'tooDeep' in found) throw tooDeep(part, found.tooDeep);
      if (found) throw fieldProblem(found.nul || 'body', { code: 'nul_character' });
    }
  });

});
