import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** The browser's observer, reduced to what the hook uses; the test says when it fires. */
class ControlledObserver {
  static instances: ControlledObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ControlledObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('200px');
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ControlledObserver.instances = [];
  });

  it('says whether the element is near the viewport, as it changes', () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('waiting').textContent).toBe('waiting');
    const observer = ControlledObserver.instances[0];
    expect(observer?.options?.rootMargin).toBe('200px');
    expect(observer?.observed).toHaveLength(1);

    act(() => observer?.fire(true));
    expect(screen.getByText('drawn').textContent).toBe('drawn');
    // A page that grows above it (figures loading) takes it out of reach again.
    act(() => observer?.fire(false));
    expect(screen.getByText('waiting').textContent).toBe('waiting');

    unmount();
    expect(observer?.disconnected).toBe(true);
  });

  it('counts everything as near where the browser has no observer', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('drawn').textContent).toBe('drawn');
  });
});
