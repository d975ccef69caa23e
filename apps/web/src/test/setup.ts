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
