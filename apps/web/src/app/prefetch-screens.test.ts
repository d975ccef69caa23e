import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchLandingOnInteraction } from './prefetch-screens';
import { SCREEN_MODULES } from './screen-modules';

describe('prefetching the landing screens from the sign-in page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function spyOnLanding() {
    const frame = vi.spyOn(SCREEN_MODULES, 'console').mockResolvedValue(() => null);
    const dashboard = vi.spyOn(SCREEN_MODULES, 'dashboard').mockResolvedValue(() => null);
    return { frame, dashboard };
  }

  it('waits for the first key, input or tap, then fetches the frame and the dashboard once', () => {
    const { frame, dashboard } = spyOnLanding();
    const target = new EventTarget();
    const stop = prefetchLandingOnInteraction(target);
    expect(frame).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    expect(frame).toHaveBeenCalledTimes(1);
    expect(dashboard).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('input'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(frame).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each(['input', 'pointerdown'])('starts on %s too (an autofill, a tap)', (type) => {
    const { dashboard } = spyOnLanding();
    const target = new EventTarget();
    prefetchLandingOnInteraction(target);
    target.dispatchEvent(new Event(type));
    expect(dashboard).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing once the page is left before any interaction', () => {
    const { frame, dashboard } = spyOnLanding();
    const target = new EventTarget();
    const stop = prefetchLandingOnInteraction(target);
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(frame).not.toHaveBeenCalled();
    expect(dashboard).not.toHaveBeenCalled();
  });
});
