import { i18n } from '@lingui/core';

// Dates and times as the reader sees them: in the language chosen in the app, written the way the reader's
// region writes it, and, except for calendar dates, in the reader's own time zone. Formatters are made once
// per locale.
const OPTIONS = {
  calendarDate: { dateStyle: 'medium', timeZone: 'UTC' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  fullDateTime: { dateStyle: 'full', timeStyle: 'short' },
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof OPTIONS;
const made = new Map<string, Intl.DateTimeFormat>();

/**
 * The locale dates are written in: the app's language, in the browser's regional form of it when the browser
 * names one ('en-GB': 30 November 2026, 09:30, where English alone would write November 30, 2026, 9:30 AM).
 * Brazilian Portuguese is its own language in the app and keeps its own form.
 */
export function dateLocale(language = i18n.locale, preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): string | undefined {
  if (!language) return undefined;
  if (language.includes('-')) return language;
  const regional = preferred.find((tag) => tag.includes('-') && tag.split('-')[0]!.toLowerCase() === language.toLowerCase());
  if (!regional) return language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([regional]).length > 0 ? regional : language;
  } catch {
    return language; // not a well-formed tag
  }
}

function formatter(style: Style): Intl.DateTimeFormat {
  const locale = dateLocale();
  const key = `${locale}:${style}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    made.set(key, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) in the reader's language, without time-zone shifts. */
export const formatDate = (isoDate: string) => formatter('calendarDate').format(new Date(`${isoDate}T00:00:00Z`));

/** An instant (ISO 8601, or a Date) as a date and time in the reader's language and time zone. */
export const formatDateTime = (instant: string | Date) => formatter('dateTime').format(new Date(instant));

/** As formatDateTime, to the second (three submissions within a minute must read apart). */
export const formatDateTimeSeconds = (iso: string) => formatter('dateTimeSeconds').format(new Date(iso));

/** A moment in the reader's language and clock: the time alone today ('14:32'), otherwise with its date. */
export function formatMoment(ms: number, now = Date.now()): string {
  const moment = new Date(ms);
  return moment.toDateString() === new Date(now).toDateString() ? formatter('time').format(moment) : formatter('dateTime').format(moment);
}

/** The viewer's time zone, e.g. 'Europe/Paris'. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A deadline in the viewer's own time zone, naming it ('Saturday, 21 November 2026 at 18:00 (Europe/Paris)'). */
export const formatDeadline = (iso: string) => `${formatter('fullDateTime').format(new Date(iso))} (${viewerTimeZone()})`;
