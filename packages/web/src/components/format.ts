const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) in the reader's language, without time-zone shifts. */
export const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the reader's language and clock: the time alone today ('14:32'), otherwise with its date. */
export function formatMoment(ms: number, now = Date.now()): string {
  const moment = new Date(ms);
  return moment.toDateString() === new Date(now).toDateString() ? timeFormat.format(moment) : dateTimeFormat.format(moment);
}
