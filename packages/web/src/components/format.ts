const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) in the reader's language, without time-zone shifts. */
export const formatDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An instant (ISO 8601) as a date and time in the reader's language and time zone. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
