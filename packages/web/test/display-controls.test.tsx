import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_IDLE_MS, DisplayControls } from '../src/display/DisplayControls';
import { I18nWrapper } from './helpers';

const displayCss = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/display/display.css'), 'utf8');
const controls = () => screen.getByRole('button', { name: /^Chime at 00:00/ }).parentElement!;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The page as the browser has it in full screen (jsdom has no full screen of its own). */
function enterFullScreen() {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => document.documentElement });
  document.dispatchEvent(new Event('fullscreenchange'));
}

beforeEach(() => {
  // The display's own style sheet, so that what the controls look like can be read.
  const style = document.createElement('style');
  style.textContent = displayCss;
  document.head.append(style);
  vi.useFakeTimers();
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => null });
});
afterEach(() => {
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
});

describe('the display controls', () => {
  it('stay while the page is not in full screen', async () => {
    render(<DisplayControls fullScreenButton />, { wrapper: I18nWrapper });
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    await wait(CONTROLS_IDLE_MS * 3);
    expect(controls()).not.toHaveAttribute('data-hidden');
  });

  it('in full screen fade out after a few still seconds, kept in place, and come back on a pointer movement or any key', async () => {
    render(<DisplayControls fullScreenButton />, { wrapper: I18nWrapper });
    act(enterFullScreen);
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
    await wait(CONTROLS_IDLE_MS - 100);
    expect(controls()).not.toHaveAttribute('data-hidden');
    await wait(200);
    expect(controls()).toHaveAttribute('data-hidden');
    expect(getComputedStyle(controls()).opacity).toBe('0');
    // Faded, not removed: the buttons keep their place (and the clocks theirs).
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();

    fireEvent.pointerMove(document.body);
    expect(controls()).not.toHaveAttribute('data-hidden');
    await wait(CONTROLS_IDLE_MS);
    expect(controls()).toHaveAttribute('data-hidden');

    fireEvent.keyDown(document.body, { key: 'Shift' });
    expect(controls()).not.toHaveAttribute('data-hidden');
  });

  it('in full screen come back when a button takes the focus (Tab)', async () => {
    render(<DisplayControls fullScreenButton />, { wrapper: I18nWrapper });
    act(enterFullScreen);
    await wait(CONTROLS_IDLE_MS);
    expect(controls()).toHaveAttribute('data-hidden');
    act(() => screen.getByRole('button', { name: 'Exit full screen' }).focus());
    expect(controls()).not.toHaveAttribute('data-hidden');
    expect(getComputedStyle(controls()).opacity).not.toBe('0');
  });
});
