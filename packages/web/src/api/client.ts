import type { Problem } from '@decklist/core/api';
import { t } from '@lingui/core/macro';
import { i18n, loadCataloguePart } from '../lib/i18n';
import { PAGE_ID } from '../lib/page-id';
import { noteAnswer } from './offline-copies';

/** What a problem says in the reader's language: worded once, when the error is made (see readProblemWords). */
export interface ProblemWords {
  /** The problem's detail, where its code allows; undefined to show the server's. */
  detail: string | undefined;
  /** The messages of its fields (`errors`), each where its code allows. */
  fields: Record<string, string[]>;
}

/**
 * Any failed API call. `status` is the HTTP status; `problem` the problem+json body when there was one. The
 * message is in the reader's language where the problem's code allows (problem-messages.ts), else the server's.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly problem: Problem | undefined,
    /** The problem in the reader's language. */
    readonly words: ProblemWords = { detail: undefined, fields: problem?.errors ?? {} },
  ) {
    super(message);
  }

  /** The problem's machine code ('event_full', 'deadline_passed'...), as the server sent it. */
  get code(): string | undefined {
    return this.problem?.code;
  }
}

/** 400 with a problem body: carries the title as message and the field errors (docs/product.md, Errors). */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
}
/** 401: not signed in. */
export class NotAuthorisedError extends ApiError {
  override name = 'NotAuthorisedError';
}
/** 404. Callers decide what it means (no deck, deck not found...). */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
/** Any other failure, network errors included. */
export class HttpException extends ApiError {
  override name = 'HttpException';
}
/** No answer at all: the network failed, or the server did not answer in time. The request may have arrived. */
export class NetworkError extends HttpException {
  override name = 'NetworkError';
}

export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;

/** How a request is sent: extra headers, and how long to wait for its answer (none: as long as the browser does). */
export interface RequestOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A save that has not answered after this long is taken as not arrived, and kept to be sent again. */
const SAVE_TIMEOUT_MS = 20_000;

/** A new key for a save: random, so two devices never share one. */
export const newSaveKey = (): string => crypto.randomUUID();

/**
 * How a save is sent: with its idempotency key, so that sent again after its answer was lost it is saved
 * once (the server keeps keys two days), and waiting for its answer at most 20 s.
 */
export const saveRequest = (idempotencyKey: string): RequestOptions => ({ headers: { 'idempotency-key': idempotencyKey }, timeoutMs: SAVE_TIMEOUT_MS });

async function readProblem(response: Response): Promise<Problem | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return (await response.json()) as Problem;
  } catch {
    return undefined;
  }
}

/**
 * A problem's words in the reader's language. Their code and catalogue load only when an error happens, so
 * that no page's first load carries them; without them (offline), the server's English is shown.
 */
async function readProblemWords(problem: Problem | undefined): Promise<ProblemWords> {
  const fallback = { detail: undefined, fields: problem?.errors ?? {} };
  if (!problem) return fallback;
  try {
    const [{ problemMessage, fieldErrorMessages }] = await Promise.all([import('./problem-messages'), loadCataloguePart('problems')]);
    return { detail: problemMessage(problem), fields: fieldErrorMessages(problem) };
  } catch {
    return fallback;
  }
}

async function errorFor(status: number, statusText: string, problem: Problem | undefined): Promise<ApiError> {
  const words = await readProblemWords(problem);
  const message = words.detail ?? problem?.title ?? (statusText || t`Request failed (${status})`);
  if (status === 400 && problem) return new ValidationError(problem.title, status, problem, words);
  if (status === 401) return new NotAuthorisedError(message, status, problem, words);
  if (status === 404) return new NotFoundError(message, status, problem, words);
  return new HttpException(message, status, problem, words);
}

/**
 * The one place the web app talks HTTP. Components never call it: they use the hooks in src/api.
 * Bodies are JSON; errors are thrown as the classes above.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown, { headers = {}, timeoutMs }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        // A change names its page, and the page's language (that of any mail it makes the server send).
        ...(method === 'GET' ? {} : { 'x-decklist-page': PAGE_ID, ...(i18n.locale ? { 'accept-language': i18n.locale } : {}) }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new NetworkError(t`The server did not answer in time. Check your connection.`, 0, undefined);
    }
    throw new NetworkError(t`The server could not be reached. Check your connection.`, 0, undefined);
  }
  noteAnswer(response);
  if (!response.ok) throw await errorFor(response.status, response.statusText, await readProblem(response));
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

/**
 * The API answers the server put in the page's HTML (a JSON script `#page-answers`, by path: the first
 * page's data, saving its requests). Each serves the first GET of its path; later ones ask the server.
 */
let pageAnswers: Map<string, unknown> | undefined;
let answeredPaths: ReadonlySet<string> = new Set();

function readPageAnswers(): Map<string, unknown> {
  if (!pageAnswers) {
    const text = typeof document === 'undefined' ? undefined : document.getElementById('page-answers')?.textContent;
    try {
      pageAnswers = new Map(Object.entries(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
    } catch {
      pageAnswers = new Map();
    }
    answeredPaths = new Set(pageAnswers.keys());
  }
  return pageAnswers;
}

/** Whether the page's HTML came with the answer of this path (used or not yet). */
export function answeredInPage(path: string): boolean {
  readPageAnswers();
  return answeredPaths.has(path);
}

function takePageAnswer(path: string): unknown {
  const answers = readPageAnswers();
  const answer = answers.get(path);
  answers.delete(path);
  return answer;
}

export const api = {
  get: <T>(path: string) => {
    const answer = takePageAnswer(path);
    return answer === undefined ? apiRequest<T>('GET', path) : Promise.resolve(answer as T);
  },
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, body, options),
  /** A change whose answer is the changed thing (`Prefer: return=representation`); empty from a server that does not offer it. */
  postForResult: <T>(path: string, body: unknown, { headers, ...options }: RequestOptions = {}) =>
    apiRequest<T | ''>('POST', path, body, { ...options, headers: { prefer: 'return=representation', ...headers } }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body),
};

/** A query-string builder that repeats keys for arrays (?id=a&id=b). */
export function withQuery(path: string, params: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
