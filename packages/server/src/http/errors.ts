import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpProblem, fieldProblem, validationProblem, type FieldErrors } from './problem';

export function sendProblem(reply: FastifyReply, problem: HttpProblem) {
  if (problem.headers) reply.headers(problem.headers);
  return reply.code(problem.status).type('application/problem+json').send(problem.toBody());
}

/** A 200 with an empty body: what the contract answers to most changes (docs/api-contract.md). */
export const sendEmpty = (reply: FastifyReply) => reply.code(200).send();

function fieldErrorsFromValidation(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

/** Turns Fastify's own client errors (bad JSON, wrong media type, too large...) into problems. */
function problemFromFastifyError(error: FastifyError, bodyLimit: number | undefined): HttpProblem | undefined {
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return undefined;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpProblem(413, 'Request too large', {
        kind: 'too-large',
        detail: bodyLimit
          ? `The request body is too large: this call accepts at most ${Math.floor(bodyLimit / 1024)} KiB.`
          : 'The request body is too large.',
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpProblem(415, 'Unsupported media type', {
        kind: 'media-type',
        detail: 'Send a JSON body (application/json) or no body.',
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpProblem(400, 'Malformed JSON', { kind: 'malformed-json', detail: 'The request body is not valid JSON.' });
    default:
      if (error instanceof SyntaxError || error.code === undefined)
        return new HttpProblem(400, 'Malformed JSON', { kind: 'malformed-json', detail: 'The request body is not valid JSON.' });
      return new HttpProblem(status, undefined, { detail: error.message });
  }
}

/**
 * Errors the router raises before any route runs (an undecodable URL such as `%FF`, a path parameter
 * over the router's length limit): problems too. Passed to Fastify as `frameworkErrors`.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(reply, new HttpProblem(414, 'URI too long', { kind: 'uri-too-long', detail: 'A part of the address is too long.' }));
  }
  const detail = 'The address is not valid.';
  return sendProblem(reply, new HttpProblem(400, 'Bad URL', { kind: 'bad-url', detail, errors: { url: [detail] } }));
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
  return new HttpProblem(400, 'Nested too deeply', {
    kind: 'too-deep',
    detail: `The request nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep (in ${field}); no call of this API needs that.`,
    errors: { [field]: [`Nested more than ${MAX_JSON_DEPTH} levels deep.`] },
  });
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
      return sendProblem(reply, validationProblem(fieldErrorsFromValidation(error)));
    }
    const clientProblem = problemFromFastifyError(error, request.routeOptions.bodyLimit);
    if (clientProblem) return sendProblem(reply, clientProblem);
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, new HttpProblem(500, 'Internal server error', { detail: 'Something went wrong on our side.' }));
  });

  // PostgreSQL text cannot hold NUL characters: refuse them as bad input before they reach a query.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = scanInput(part);
      if (found && 'tooDeep' in found) throw tooDeep(part, found.tooDeep);
      if (found) throw fieldProblem(found.nul || 'body', 'Must not contain NUL characters.');
    }
  });

});
