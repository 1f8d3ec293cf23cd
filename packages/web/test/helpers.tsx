// Shared pieces of the component tests: a stand-in for the server behind `fetch`, and a render
// with what every page has around it (a fresh query client and a router on an in-memory location).
import type { EventDetails, FieldError, Participant, Problem, ProblemCode } from '@decklist/core/api';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../src/api/query-client';

// ------------------------------------------------------------------ the server behind fetch

/** A request the app made, as the server would read it. */
export interface ApiRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
  headers: Headers;
}

type Reply = Response | Promise<Response>;
type Handler = (request: ApiRequest) => Reply;

/** A JSON answer, as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/**
 * An error answer (application/problem+json), shaped as the server's HttpProblem bodies. The server always
 * sends a `code` (with its parameters as members beside it); leave it out to stand for a body without one.
 */
export function problem(
  status: number,
  fields: Omit<Problem, 'status' | 'type' | 'code'> & { type?: string; code?: ProblemCode } & Record<string, unknown>,
): Response {
  const body = { type: 'about:blank', status, ...fields };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json; charset=utf-8' },
  });
}

/**
 * A 400 with messages under fields, as the server's validationProblem sends it. With `codes` (each field's
 * codes, at the index of its message) the body carries `error_codes` and the code 'validation', as the server's.
 */
export function fieldErrors(errors: Record<string, string[]>, codes?: Record<string, FieldError[]>): Response {
  return problem(400, {
    type: '/problems/validation',
    title: 'Validation error',
    detail: 'Some fields need attention.',
    errors,
    ...(codes ? { code: 'validation' as const, error_codes: codes } : {}),
  });
}

/** An answer the test sends when it chooses (a request still on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * The server, as far as the component under test talks to it: routes answer by method and path
 * (the last one added wins), every request is recorded, and one nobody answers fails the test
 * (see setup.ts) instead of vanishing into an error message.
 */
export class FakeServer {
  readonly requests: ApiRequest[] = [];
  readonly unexpected: string[] = [];
  private readonly routes: { method: string; path: string | RegExp; handler: Handler }[] = [];

  on(method: string, path: string | RegExp, handler: Handler): this {
    this.routes.unshift({ method, path, handler });
    return this;
  }

  /** The recorded requests with this method (and path), oldest first. */
  received(method: string, path?: string): ApiRequest[] {
    return this.requests.filter((request) => request.method === method && (path === undefined || request.path === path));
  }

  async handle(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: ApiRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    this.requests.push(request);
    const route = this.routes.find(
      (r) => r.method === method && (typeof r.path === 'string' ? r.path === request.path : r.path.test(request.path)),
    );
    if (!route) {
      this.unexpected.push(`${method} ${url.pathname}${url.search}`);
      return problem(404, { title: 'Not found', detail: 'No route in the test server.' });
    }
    return route.handler(request);
  }
}

let current: FakeServer | undefined;

/** Replaces `fetch` with a fake server for this test (vitest restores `fetch` afterwards). */
export function stubServer(): FakeServer {
  const server = new FakeServer();
  current = server;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => server.handle(input, init)),
  );
  return server;
}

/** Requests the test's server had no route for (checked after every test by setup.ts). */
export function takeUnexpectedRequests(): string[] {
  const unexpected = current?.unexpected ?? [];
  current = undefined;
  return unexpected;
}

// ------------------------------------------------------------------ rendering

/** The language context every text needs: for a plain Testing Library render, `{ wrapper: I18nWrapper }`. */
export const I18nWrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

/**
 * Renders a component as the app does: inside a fresh query client (the app's own settings) and a
 * router on an in-memory location. Returns Testing Library's queries, a user-event session (with
 * `userOptions`, e.g. `advanceTimers` under fake timers) and the location's history.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    userOptions,
    ...options
  }: { path?: string; userOptions?: Parameters<typeof userEvent.setup>[0] } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </I18nProvider>
    </QueryClientProvider>
  );
  const user = userEvent.setup(userOptions);
  return { ...render(ui, { wrapper, ...options }), user, queryClient, history: location.history };
}

// ------------------------------------------------------------------ data shaped as the API sends it

/** An event as GET /api/events/{id} answers it (owner view: with participants). */
export function anEvent(overrides: Partial<EventDetails> = {}): EventDetails {
  return {
    event_id: 'fnm42',
    event_name: 'Friday Night Modern',
    event_date: '2031-05-16',
    status: 'open',
    format: 'modern',
    format_name: 'Modern',
    role: 'player',
    decklist_style: 'sixty',
    max_players: 64,
    player_count: 0,
    participants: [],
    ...overrides,
  };
}

/** A player of an event; the user id is a uuid, as the server makes them. */
export function aPlayer(n: number, overrides: Partial<Participant> = {}): Participant {
  return {
    user_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    player_name: `Player ${n}`,
    role: 'player',
    is_deck_checked: false,
    has_deck: true,
    has_deck_warning: false,
    ...overrides,
  };
}
