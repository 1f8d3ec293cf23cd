import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { LiveClock } from '@decklist/core/timers';
import { ClockFace } from './ClockFace';
import { DisplayControls } from './DisplayControls';
import { goFullScreen } from './FullScreenButton';
import { useDisplayClocks } from './use-display-clocks';
import { keepScreenAwake } from './wake-lock';

/** Two columns from this width, when more than two clocks run (docs/product.md, The display). The CSS says the same. */
const TWO_COLUMNS_MIN_WIDTH = 950;

/** Sets the clocks' font size so that they fill the screen without overflowing. */
function fitText(grid: HTMLElement, count: number) {
  const columns = count > 2 && window.innerWidth >= TWO_COLUMNS_MIN_WIDTH ? 2 : 1;
  const rows = Math.max(1, Math.ceil(count / columns));
  const height = grid.clientHeight || window.innerHeight * 0.8;
  const size = Math.min((window.innerWidth / columns) * 0.19, (height / rows) * 0.52);
  grid.style.setProperty('--time-size', `${Math.max(16, Math.floor(size))}px`);
}

function ClockGrid({ clocks, now }: { clocks: LiveClock[]; now: number }) {
  const grid = useRef<HTMLDivElement>(null);
  const count = clocks.length;
  // After every render (at most one a second) the space may have changed, e.g. under a status line.
  useLayoutEffect(() => {
    const fit = () => fitText(grid.current!, count);
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  });
  return (
    <div ref={grid} className={count > 2 ? 'clocks many' : 'clocks'}>
      {clocks.map((clock) => (
        <ClockFace key={clock.clock_id} clock={clock} now={now} />
      ))}
    </div>
  );
}

/**
 * The public display of a tournament's running and paused clocks (docs/product.md, The display): large, readable from the
 * back of a hall, no sign-in and no app around it.
 */
export function TimerDisplay({ tournamentId }: { tournamentId: string }) {
  const { t } = useLingui();
  const { screen, tournamentName, clocks, now, synchronising, reconnecting, retry } = useDisplayClocks(tournamentId);

  useEffect(() => (tournamentId ? keepScreenAwake() : undefined), [tournamentId]);
  const title = tournamentName ? t`${tournamentName} · Timers` : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  const status = screen === 'loading' ? t`Loading timers...` : screen === 'ready' && synchronising ? t`Synchronising...` : '';
  return (
    // Double-click (or double-tap) anywhere: full screen, on a TV without a keyboard shortcut at hand.
    <main className="display" data-screen={screen} onDoubleClick={tournamentId ? goFullScreen : undefined}>
      <h1 className="title">{tournamentName ?? t`Tournament Timers`}</h1>
      <p className="status" role="status" aria-live="polite">
        {status}
      </p>
      {screen === 'ready' &&
        (clocks.length > 0 ? (
          <ClockGrid clocks={clocks} now={now} />
        ) : (
          <p className="empty">
            <Trans>No active timers for this tournament at the moment.</Trans>
          </p>
        ))}
      {screen === 'error' && (
        <div className="error" role="alert">
          <h2>
            <Trans>Error Loading Tournament Timers</Trans>
          </h2>
          <button type="button" onClick={retry}>
            <Trans>Try Again</Trans>
          </button>
        </div>
      )}
      {screen === 'offline' && (
        <div className="error" role="alert">
          <h2>
            <Trans>This screen needs the network once</Trans>
          </h2>
          <p>
            <Trans>
              It has not loaded this tournament's clocks yet, and there is no connection. Connect it once: after that it keeps counting through
              a lost connection. It loads them by itself when the network returns.
            </Trans>
          </p>
          <button type="button" onClick={retry}>
            <Trans>Try Again</Trans>
          </button>
        </div>
      )}
      {screen === 'missing' && (
        <div className="error" role="alert">
          <h2>
            <Trans>This timer does not exist</Trans>
          </h2>
          <p>
            <Trans>No tournament timer has this address. Check the link you were given, or ask the organiser for it.</Trans>
          </p>
        </div>
      )}
      {reconnecting && screen !== 'missing' && (
        <p className="connection" role="status">
          <span aria-hidden="true">⟳</span> <Trans>Reconnecting...</Trans>
        </p>
      )}
      <DisplayControls fullScreenButton={screen !== 'missing'} />
    </main>
  );
}
