import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpProblem, fieldProblem, validationProblem, type FieldErrors } from './problem';

export function sendProblem(reply: FastifyReply, problem: HttpProblem) {
  if (problem.headers) reply.headers(problem.headers);
  return reply.code(problem.status).type('application/problem+json').send(problem.toBody());
}

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
  return sendProblem(reply, new HttpProblem(400, 'Bad URL', { kind: 'bad-url', detail: 'The address is not valid.' }));
}

/** The first string holding a NUL character, as a field path ('player_name', 'eventId.1'). */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNul(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every error becomes application/problem+json; only real faults are 500s, and those are logged. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
      const field = findNul(part, '');
      if (field !== undefined) throw fieldProblem(field || 'body', 'Must not contain NUL characters.');
    }
  });

});
