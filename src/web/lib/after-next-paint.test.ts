import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** A visible page whose frames come only when `paintFrame` is called. */
let frames: Map<number, FrameRequestCallback>;
const paintFrame = () => {
  const waiting = [...frames.values()];
  frames.clear();
  for (const callback of waiting) callback(performance.now());
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = new Map();
  let next = 0;
  vi.stubGlobal('document', { visibilityState: 'visible' });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(++next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('calls once, in the task after the next frame', () => {
    const then = vi.fn();
    afterNextPaint(then);
    vi.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();
    paintFrame();
    expect(then).not.toHaveBeenCalled(); // not inside the frame's own work
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledOnce(); // the cap does not call it again
  });

  it('goes on after a second where no frame comes, and only once', () => {
    const then = vi.fn();
    afterNextPaint(then);
    vi.advanceTimersByTime(999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledOnce();
    expect(frames.size).toBe(0); // its frame request is withdrawn
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledOnce();
  });

  it('calls at once in a hidden tab, and never once cancelled', () => {
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const hidden = vi.fn();
    afterNextPaint(hidden);
    expect(hidden).toHaveBeenCalledOnce();

    vi.stubGlobal('document', { visibilityState: 'visible' });
    const cancelled = vi.fn();
    afterNextPaint(cancelled)();
    paintFrame();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
