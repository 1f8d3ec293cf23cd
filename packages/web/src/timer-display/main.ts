import './display.css';
import {
  applyTimerMessage,
  CLOCK_TONE_LABELS,
  clockTone,
  displayedSeconds,
  formatClock,
  nextTickDelay,
  remainingOf,
  toLiveClock,
  type ClockTone,
  type LiveClock,
} from '@decklist/core';
import { ApiError } from '../api/client';
import { fetchTimerDisplay } from '../api/timer-display';
import { serverClock } from '../live/server-clock';
import { startTicker } from '../live/ticker';
import { connectTimerChannel } from '../live/timer-connection';
import { audioReady, chimeWanted, playChime, setChimeWanted, unlockAudio } from './chime';
import { keepScreenAwake } from './wake-lock';

// The public display of spec section 2 in plain DOM code: it loads no framework, so the first
// load stays far below its 70 kB budget on a hall's smart TV.

const SYNC_BANNER_MS = 3000;
const TWO_COLUMNS_MIN_WIDTH = 950;
const TONE_SHAPES: Record<ClockTone, string> = { normal: '●', warning: '▲', expired: '■' };

type Screen = 'loading' | 'error' | 'ready';

const element = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const root = element('display');
const title = element('title');
const status = element('status');
const grid = element('clocks');
const empty = element('empty');
const errorBox = element('error');
const connection = element('connection');
const chimeButton = element<HTMLButtonElement>('chime');

interface ClockView {
  section: HTMLElement;
  name: HTMLElement;
  time: HTMLElement;
  state: HTMLElement;
  shown: { name: string; time: string; tone: ClockTone | '' };
  /** Whole seconds shown last time, to chime when a clock reaches 00:00. */
  seconds: number | undefined;
}

const match = /^\/timers\/([^/]+)\/view\/?$/.exec(location.pathname);
const tournamentId = match ? decodeURIComponent(match[1]!) : '';

let screen: Screen = 'loading';
let clocks: LiveClock[] = [];
let loadSequence = 0;
let syncBannerTimer: ReturnType<typeof setTimeout> | undefined;
const views = new Map<string, ClockView>();

function createView(clock: LiveClock): ClockView {
  const section = document.createElement('section');
  section.className = 'clock';
  const name = document.createElement('h2');
  name.className = 'clock-name';
  const time = document.createElement('p');
  time.className = 'clock-time';
  const state = document.createElement('p');
  state.className = 'clock-state';
  section.append(name, time, state);
  section.dataset.clockId = clock.clock_id;
  return { section, name, time, state, shown: { name: '', time: '', tone: '' }, seconds: undefined };
}

/** Font size for the clocks so that they fill the screen without overflowing. */
function fitText(count: number) {
  const columns = count > 2 && window.innerWidth >= TWO_COLUMNS_MIN_WIDTH ? 2 : 1;
  const rows = Math.max(1, Math.ceil(count / columns));
  const height = grid.clientHeight || window.innerHeight * 0.8;
  const size = Math.min((window.innerWidth / columns) * 0.19, (height / rows) * 0.52);
  grid.style.setProperty('--time-size', `${Math.max(16, Math.floor(size))}px`);
}

function render() {
  root.dataset.screen = screen;
  errorBox.hidden = screen !== 'error';
  const running = screen === 'ready' ? clocks.filter((clock) => clock.is_running) : [];
  grid.hidden = screen !== 'ready';
  empty.hidden = screen !== 'ready' || running.length > 0;
  grid.classList.toggle('many', running.length > 2);

  const now = serverClock.now();
  const keep = new Set(running.map((clock) => clock.clock_id));
  for (const [id, view] of views) {
    if (!keep.has(id)) {
      view.section.remove();
      views.delete(id);
    }
  }
  running.forEach((clock, index) => {
    let view = views.get(clock.clock_id);
    if (!view) views.set(clock.clock_id, (view = createView(clock)));
    if (grid.children[index] !== view.section) grid.insertBefore(view.section, grid.children[index] ?? null);

    const remaining = remainingOf(clock, now);
    const time = formatClock(remaining);
    const tone = clockTone(remaining);
    if (view.shown.name !== clock.clock_name) {
      view.name.textContent = view.shown.name = clock.clock_name;
    }
    if (view.shown.time !== time) view.time.textContent = view.shown.time = time;
    if (view.shown.tone !== tone) {
      view.section.dataset.tone = view.shown.tone = tone;
      view.state.textContent = `${TONE_SHAPES[tone]} ${CLOCK_TONE_LABELS[tone]}`;
    }
    view.section.setAttribute('aria-label', `${clock.clock_name}: ${time}, ${CLOCK_TONE_LABELS[tone]}`);

    const seconds = displayedSeconds(remaining);
    if (view.seconds !== undefined && view.seconds > 0 && seconds <= 0 && chimeWanted()) playChime();
    view.seconds = seconds;
  });
  fitText(running.length);
}

const ticker = startTicker(
  () => (screen === 'ready' ? nextTickDelay(clocks, serverClock.now()) : undefined),
  render,
);
const refresh = () => {
  render();
  ticker.realign();
};
serverClock.subscribe(refresh);
window.addEventListener('resize', render);

async function load() {
  const sequence = ++loadSequence;
  try {
    const data = await fetchTimerDisplay(tournamentId);
    if (sequence !== loadSequence) return;
    clocks = data.clocks.map((clock) => toLiveClock(clock, data.server_time));
    title.textContent = data.tournament_name;
    document.title = `${data.tournament_name} · Timers`;
    screen = 'ready';
    if (!syncBannerTimer) status.textContent = '';
  } catch (error) {
    if (sequence !== loadSequence) return;
    // Offline with clocks on screen: keep counting; the next reconnection refetches.
    const offline = error instanceof ApiError && error.status === 0;
    if (offline && screen === 'ready') return;
    screen = 'error';
    status.textContent = '';
  }
  refresh();
}

function showSynchronising() {
  status.textContent = 'Synchronising...';
  clearTimeout(syncBannerTimer);
  syncBannerTimer = setTimeout(() => {
    syncBannerTimer = undefined;
    status.textContent = '';
  }, SYNC_BANNER_MS);
}

element('retry').addEventListener('click', () => {
  screen = 'loading';
  status.textContent = 'Loading timers...';
  render();
  void load();
});

// ---------------------------------------------------------------- chime

function renderChimeButton() {
  const on = chimeWanted();
  const blocked = on && !audioReady();
  chimeButton.setAttribute('aria-pressed', String(on));
  chimeButton.textContent = `Chime at 00:00: ${on ? 'on' : 'off'}${blocked ? ' (click to allow sound)' : ''}`;
  chimeButton.toggleAttribute('data-blocked', blocked);
}

chimeButton.addEventListener('click', async () => {
  const on = !chimeWanted() || !audioReady();
  setChimeWanted(on);
  if (on && (await unlockAudio())) playChime(); // a sample, so the organiser hears it works
  renderChimeButton();
});
// With the chime on from an earlier visit, the first click or key press anywhere allows sound.
const allowSound = async () => {
  if (chimeWanted() && (await unlockAudio())) renderChimeButton();
};
document.addEventListener('pointerdown', allowSound, { once: true });
document.addEventListener('keydown', allowSound, { once: true });
renderChimeButton();

// ---------------------------------------------------------------- start

if (!tournamentId) {
  screen = 'error';
  render();
} else {
  const channel = connectTimerChannel(tournamentId, {
    onMessage(message) {
      const next = applyTimerMessage(clocks, message);
      if (next === 'refetch') {
        showSynchronising();
        channel.resync();
        void load();
        return;
      }
      clocks = next;
      refresh();
    },
    onOpen: () => void load(),
    onStateChange(state) {
      connection.hidden = state !== 'reconnecting';
    },
  });
  void load();
  keepScreenAwake();
  // Double-click (or double-tap) anywhere: full screen, on a TV without a keyboard shortcut at hand.
  root.addEventListener('dblclick', () => void document.documentElement.requestFullscreen?.().catch(() => undefined));
}
