/**
 * A calendar day ('2031-05-16') as a language writes it in full ('16. Mai 2031', '2031年5月16日'), with no
 * time zone moving it to the day before; the day as it is when it cannot be read.
 */
export function formatCalendarDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
