import type { EventRow } from './store';

/** Whether the event's submission deadline has come (whether or not the job has closed it yet). */
export const deadlinePassedAt = (event: Pick<EventRow, 'submissionDeadline'>, now: number) =>
  event.submissionDeadline !== null && event.submissionDeadline.getTime() <= now;

/** Closed by an organiser, or by its deadline, even in the moment before the job writes it down. */
export const effectiveStatus = (event: Pick<EventRow, 'status' | 'submissionDeadline'>, now: number) =>
  event.status === 'closed' || deadlinePassedAt(event, now) ? 'closed' : 'open';
