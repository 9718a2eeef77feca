import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { startWhenPainted } from './start-when-painted';

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

describe('startWhenPainted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML = '<div id="root"><main><h1>Fjord Armchair</h1></main></div>';
    setReadyState('loading');
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    // Back to jsdom's own getters.
    delete (document as { readyState?: unknown }).readyState;
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  test('a rendered page starts after load and the frame that follows it, once', () => {
    const start = vi.fn();
    startWhenPainted(start);
    vi.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled(); // not before the next frame
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("a press or a key before the page's load starts it at once", () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart']) {
      const start = vi.fn();
      startWhenPainted(start);
      document.getElementById('root')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(start, type).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('load'));
      vi.runAllTimers();
      expect(start, type).toHaveBeenCalledTimes(1);
    }
  });

  test('a page loaded already starts after the next frame', () => {
    setReadyState('complete');
    const start = vi.fn();
    startWhenPainted(start);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('a page the server did not render (empty root) starts at once', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const start = vi.fn();
    startWhenPainted(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('a hidden tab starts at once, and so does a tab hidden while it waits', () => {
    setVisibility('hidden');
    const hidden = vi.fn();
    startWhenPainted(hidden);
    expect(hidden).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    const later = vi.fn();
    startWhenPainted(later);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
