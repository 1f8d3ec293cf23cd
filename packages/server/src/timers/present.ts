import type {
  Clock,
  ClockResponse,
  CreateTournamentResponse,
  AllClocksResponse,
  MessageClock,
  TimerManager,
  TimerMessage,
  TimerMessageType,
  TournamentDetails,
  TournamentListEntry,
  TournamentListResponse,
} from '@decklist/core/api';
import { roundMinutesOf } from '@decklist/core/formats';
import { DEFAULT_CLOCK_MINUTES, remainingAt, type TableExtension } from '@decklist/core/timers';
import { clockState, type ClockWithExtensions, type ExtensionRow, type ManagerRow, type TournamentWithClocks, type UserTournament } from './store';

/** A stored clock as the API shows it at `now`: the same value goes into the answer and into the live message. */
export function toClock(row: ClockWithExtensions, now: number): Clock {
  return {
    clock_id: row.id,
    clock_name: row.name,
    duration_seconds: row.durationSeconds,
    ms_remaining: remainingAt(clockState(row), now),
    is_running: row.isRunning,
    extensions: row.extensions.map(toTableExtension),
  };
}

const toTableExtension = (row: ExtensionRow): TableExtension => ({ table_number: row.tableNumber, minutes: row.seconds / 60, reason: row.reason });

export const toAllClocksResponse = (rows: ClockWithExtensions[], now: number): AllClocksResponse => ({
  clocks: rows.map((row) => toClock(row, now)),
  server_time: now,
});

export const toClockResponse = (clock: Clock, serverTime: number): ClockResponse => ({ ...clock, server_time: serverTime });

export const toCreateTournamentResponse = (id: string, name: string, serverTime: number): CreateTournamentResponse => ({
  tournament_id: id,
  tournament_name: name,
  server_time: serverTime,
});

const toTournamentListEntry = (tournament: UserTournament): TournamentListEntry => ({
  tournament_id: tournament.id,
  tournament_name: tournament.name,
  role: tournament.role,
});

export const toTournamentList = (tournaments: UserTournament[], serverTime: number): TournamentListResponse => ({
  tournaments: tournaments.map(toTournamentListEntry),
  server_time: serverTime,
});

const toTimerManager = (manager: ManagerRow): TimerManager => ({ user_id: manager.userId, user_name: manager.userName, role: 'manager' });

/**
 * The tournament with its clocks at `now`; the managers and the round length are there only for its owner and
 * managers (anyone else's read, the displays', is left as small as it was).
 */
export const toTournamentDetails = (details: TournamentWithClocks, now: number): TournamentDetails => ({
  tournament_id: details.tournament.id,
  tournament_name: details.tournament.name,
  role: details.role,
  clocks: details.clocks.map((row) => toClock(row, now)),
  managers: details.managers.map(toTimerManager),
  ...(details.role ? { round_minutes: details.linkedFormat ? roundMinutesOf(details.linkedFormat) : DEFAULT_CLOCK_MINUTES } : {}),
  server_time: now,
});

/** A clock as a live message carries it: its extensions only for a clock added (elsewhere the screens have them). */
const toMessageClock = (clock: Clock, messageType: TimerMessageType): MessageClock => {
  if (messageType === 'clock_added') return clock;
  const { extensions: _kept, ...rest } = clock;
  return rest;
};

/**
 * The message on the tournament's timers channel: a clock's change, or `force_update` (no clock) for every
 * screen to refetch. An extension's change names its table, and only its table.
 */
export const toTimerMessage = (
  tournamentId: string,
  messageType: TimerMessageType,
  clock: { clock_id: string; updated_clock: Clock | null } | { updated_clocks: Clock[] } | null,
  echoId: string,
  serverTime: number,
  extensionChange?: TimerMessage['extension_change'],
): TimerMessage => ({
  tournament_id: tournamentId,
  message_type: messageType,
  clock_id: clock && 'clock_id' in clock ? clock.clock_id : null,
  updated_clock: clock && 'updated_clock' in clock && clock.updated_clock ? toMessageClock(clock.updated_clock, messageType) : null,
  ...(clock && 'updated_clocks' in clock ? { updated_clocks: clock.updated_clocks.map((each) => toMessageClock(each, messageType)) } : {}),
  ...(extensionChange ? { extension_change: extensionChange } : {}),
  // Timer channels are public (the hall's displays): the session by its opaque value, no account.
  updated_by_session_id: echoId,
  updated_by_user_id: '',
  server_time: serverTime,
});
