import { problem } from '../http/problem';
import type { SubmissionsShut } from './save-store';

/** The problem for a player's own change once submissions are shut: the event closed, or its deadline come. */
export const submissionsShutProblem = (shut: SubmissionsShut) =>
  shut.outcome === 'deadline-passed' ? problem('deadline_passed', { deadline: shut.deadline.toISOString() }) : problem('event_closed');
