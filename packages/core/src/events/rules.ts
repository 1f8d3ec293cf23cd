/** Event rules shared by server and web (docs/product.md, Events). No zod here: the web imports it at run time. */

/** Players per event unless the instance says otherwise (the server's MAX_PLAYERS setting). */
export const MAX_PLAYERS = 300;
export const MAX_OWNED_EVENTS = 25;
/** The player list shows this many rows unless the organiser searches. */
export const PLAYER_LIST_LIMIT = 50;
/** Events (players, decks, revisions) are deleted after their date plus this many days. */
export const EVENT_RETENTION_DAYS = 7;
export const EVENT_DATE_DAYS_BEFORE = 1;
export const EVENT_DATE_DAYS_AHEAD = 30;
export const EVENT_DATE_HINT = "Date can't be more than 30 days in the future.";
/** Organisers may mail the players without a deck once in this long. */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

export type EventRole = 'owner' | 'judge' | 'player';
export type EventStatus = 'open' | 'closed';

/**
 * Event codes: lower-case letters and digits without the look-alikes 0/o and 1/l/i.
 * Ten characters of 31 give about 8 * 10^14 codes, so guessing one is hopeless.
 */
export const EVENT_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const EVENT_CODE_LENGTH = 10;

/**
 * What people type, paste or scan, as lookups expect: the code of a pasted invite link
 * (`https://…/e/{code}/…`), without the spaces and dashes people group it with, lower-cased.
 */
export function normaliseEventCode(code: string): string {
  const fromLink = /\/e\/([^/?#]+)/.exec(code)?.[1] ?? code;
  return fromLink.replace(/[\s\-\u2010-\u2015]+/g, '').toLowerCase();
}

/** The roles that run an event: they see every player and deck. */
export const ORGANISER_ROLES = ['owner', 'judge'] as const satisfies readonly EventRole[];

export const isOrganiserRole = (role: EventRole | null | undefined): role is (typeof ORGANISER_ROLES)[number] =>
  role === 'owner' || role === 'judge';

// ------------------------------------------------------------------ dates (YYYY-MM-DD, calendar days)

const DAY_MS = 24 * 60 * 60 * 1000;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC calendar date of an instant. */
export const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar date of a Date in the browser's own time zone. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(isoDate: string, days: number): string {
  return utcDate(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS);
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && utcDate(ms) === value;
}

/** The dates an event may have, seen from a given local date: yesterday to 30 days ahead. */
export function eventDateWindow(today: string): { min: string; max: string } {
  return { min: addDays(today, -EVENT_DATE_DAYS_BEFORE), max: addDays(today, EVENT_DATE_DAYS_AHEAD) };
}

/**
 * The window the server accepts: the union of the windows of every time zone on Earth
 * (UTC-12 to UTC+14), so an organiser's local "yesterday" or "in 30 days" is never refused.
 */
export function serverEventDateWindow(nowMs: number): { min: string; max: string } {
  return {
    min: eventDateWindow(utcDate(nowMs - 12 * 60 * 60 * 1000)).min,
    max: eventDateWindow(utcDate(nowMs + 14 * 60 * 60 * 1000)).max,
  };
}

/** The last day an event is kept; it is deleted once this day is over (UTC). */
export const eventExpirationDate = (eventDate: string) => addDays(eventDate, EVENT_RETENTION_DAYS);
