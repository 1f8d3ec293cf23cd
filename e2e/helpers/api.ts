import type { BrowserContext } from 'playwright-core';

/** A JSON call made with a context's cookies and the site's Origin, for setting the scene of a journey. */
export async function apiPost<T = Record<string, unknown>>(context: BrowserContext, origin: string, path: string, data?: object) {
  const response = await context.request.post(`${origin}${path}`, { data: data ?? {}, headers: { origin } });
  if (!response.ok()) throw new Error(`POST ${path} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export const today = () => new Date().toISOString().slice(0, 10);

export async function createEvent(context: BrowserContext, origin: string, eventName: string, format = 'modern') {
  const { event_id } = await apiPost<{ event_id: string }>(context, origin, '/api/events', {
    event_name: eventName,
    format,
    event_date: today(),
  });
  return event_id;
}
