// Dates and times as the reader sees them: in their language and, except for calendar dates, their time zone.
const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const fullDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });
const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** A calendar date (YYYY-MM-DD) in the reader's language, without time-zone shifts. */
export const formatDate = (isoDate: string) => calendarDate.format(new Date(`${isoDate}T00:00:00Z`));

/** An instant (ISO 8601, or a Date) as a date and time in the reader's language and time zone. */
export const formatDateTime = (instant: string | Date) => dateTime.format(new Date(instant));

/** As formatDateTime, to the second (three submissions within a minute must read apart). */
export const formatDateTimeSeconds = (iso: string) => dateTimeSeconds.format(new Date(iso));

/** A moment in the reader's language and clock: the time alone today ('14:32'), otherwise with its date. */
export function formatMoment(ms: number, now = Date.now()): string {
  const moment = new Date(ms);
  return moment.toDateString() === new Date(now).toDateString() ? time.format(moment) : dateTime.format(moment);
}

/** The viewer's time zone, e.g. 'Europe/Paris'. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A deadline in the viewer's own time zone, naming it ('Saturday, 21 November 2026 at 18:00 (Europe/Paris)'). */
export const formatDeadline = (iso: string) => `${fullDateTime.format(new Date(iso))} (${viewerTimeZone()})`;
