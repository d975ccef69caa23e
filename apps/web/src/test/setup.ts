import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Unit tests never reach a network: a call a test did not route through fakeApi (or one still
// in flight after a test ended and restored the globals) fails at once instead of dialling
// localhost.
globalThis.fetch = () => Promise.reject(new TypeError('No network in unit tests'));

// happy-dom lacks these; Mantine reads them when it lays out and animates components.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// happy-dom's IntersectionObserver never reports. A test DOM has no layout, so every observed
// element counts as in view at once (charts drawn near the viewport are drawn in tests).
class InViewObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 };
    queueMicrotask(() => this.callback([entry as unknown as IntersectionObserverEntry], this));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver = InViewObserver;
