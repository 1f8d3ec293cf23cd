// A public display as the web page runs it (web/src/live/timer-connection.ts, server-clock.ts and
// display/use-display-clocks.ts), behind a jittery link: the same offset estimator from core, the same
// burst of TIME exchanges after each connection, the refetch after each connection (whose answer is a
// clock sample too), one TIME per resync, and the clocks kept with core's applyTimerMessage.
import { performance } from 'node:perf_hooks';
import type { TimerMessage, TournamentDetails } from '@decklist/core/api';
import { timersChannel } from '@decklist/core/live';
import { applyTimerMessage, OffsetEstimator, remainingOf, SAMPLES_KEPT, toLiveClock, type LiveClock } from '@decklist/core/timers';
import WebSocket from 'ws';
import { JitteryLink } from './jittery-link';

/** As in web/src/live/timer-connection.ts (BURST); the page keeps core's SAMPLES_KEPT, as here. */
export const SYNC_BURST = 5;
export { SAMPLES_KEPT };

export class JitteryDisplay {
  /** This display's own clock is up to an hour fast or slow. */
  readonly skew = (Math.random() - 0.5) * 7_200_000;
  readonly estimator = new OffsetEstimator();
  readonly link: JitteryLink;
  clocks: LiveClock[] = [];
  /** TIME and API samples since the last (re)connection. */
  samplesSinceConnect = 0;
  private socket: WebSocket | undefined;
  private burstLeft = 0;
  private burstDone: (() => void) | undefined;
  private loadSequence = 0;

  constructor(
    private readonly url: string,
    private readonly tournamentId: string,
    minMs: number,
    maxMs: number,
  ) {
    this.link = new JitteryLink(minMs, maxMs);
  }

  /** The display's local monotonic clock (performance.now() in the page). */
  local = () => performance.now() + this.skew;

  /** The server time this display believes it is at the bench's instant `now`. */
  serverNowAt = (now: number) => now + this.skew + this.estimator.offsetMs;

  /** Connects, then (as onOpen does) starts a TIME burst and refetches; resolves when both are done. */
  connect(): Promise<void> {
    this.link.up.clear();
    this.link.down.clear();
    const socket = new WebSocket(`${this.url.replace('http', 'ws')}/ws?channel=${encodeURIComponent(timersChannel(this.tournamentId))}`);
    this.socket = socket;
    socket.on('message', (raw) => {
      const data = JSON.parse(raw.toString()) as Record<string, unknown>;
      this.link.down.pass(() => {
        if (this.socket === socket) this.onMessage(data);
      });
    });
    return new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      // The upgrade answer crosses the link too.
      socket.once('open', () =>
        this.link.down.pass(() => {
          void Promise.all([this.syncBurst(), this.load()]).then(() => resolve(), reject);
        }),
      );
    });
  }

  /** The link goes away (wifi lost): nothing arrives or leaves until `connect` again. */
  drop(): void {
    this.socket?.terminate();
    this.socket = undefined;
    this.loadSequence += 1;
    this.burstLeft = 0;
    this.burstDone?.();
  }

  close(): void {
    this.drop();
  }

  get connected() {
    return this.socket !== undefined;
  }

  /** One TIME exchange, as the display's periodic resync sends. */
  resync(): Promise<void> {
    return this.burst(1);
  }

  private syncBurst(): Promise<void> {
    this.estimator.reset();
    this.samplesSinceConnect = 0;
    return this.burst(SYNC_BURST);
  }

  private burst(exchanges: number): Promise<void> {
    return new Promise<void>((resolve) => {
      this.burstLeft = exchanges;
      this.burstDone = resolve;
      this.askTime();
    });
  }

  private askTime() {
    const socket = this.socket;
    const message = JSON.stringify({ type: 'TIME', t0: this.local() });
    this.link.up.pass(() => {
      if (socket && socket === this.socket && socket.readyState === WebSocket.OPEN) socket.send(message);
    });
  }

  private addSample(sentAt: number, receivedAt: number, serverTime: number) {
    this.estimator.add({ sentAt, receivedAt, serverTime });
    this.samplesSinceConnect += 1;
  }

  private onMessage(data: Record<string, unknown>) {
    if (data.type === 'TIME' && typeof data.t0 === 'number' && typeof data.server_time === 'number') {
      this.addSample(data.t0, this.local(), data.server_time);
      if (--this.burstLeft > 0) this.askTime();
      else this.burstDone?.();
    } else if (typeof data.message_type === 'string') {
      const next = applyTimerMessage(this.clocks, data as unknown as TimerMessage);
      if (next === 'refetch') void this.load();
      else this.clocks = next;
    }
  }

  /** The display's one read, through the link both ways, timed as `timed()` does. */
  private async load(): Promise<void> {
    const sequence = ++this.loadSequence;
    const sentAt = this.local();
    await this.link.up.hold();
    const response = await fetch(`${this.url}/api/timers/${encodeURIComponent(this.tournamentId)}`);
    const data = (await response.json()) as TournamentDetails;
    await this.link.down.hold();
    if (sequence !== this.loadSequence) return;
    this.addSample(sentAt, this.local(), data.server_time);
    this.clocks = data.clocks.map((clock) => toLiveClock(clock, data.server_time));
  }

  /** The clock as this display holds it, or undefined. */
  clock(clockId: string): LiveClock | undefined {
    return this.clocks.find((clock) => clock.clock_id === clockId);
  }

  /** The remaining time this display shows for a clock at the bench's instant `now`. */
  remainingAt(clockId: string, now: number): number | undefined {
    const clock = this.clock(clockId);
    return clock && remainingOf(clock, this.serverNowAt(now));
  }
}
