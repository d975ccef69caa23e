import { SESSION_HINT_COOKIE } from '@vigil/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSessionHint, hasSessionHint } from './session-hint';

describe('the session hint', () => {
  afterEach(() => forgetSessionHint());

  it('is found by its exact name among other cookies', () => {
    expect(hasSessionHint(`theme=dark; ${SESSION_HINT_COOKIE}=1; other=2`)).toBe(true);
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}x=1; theme=dark`)).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });

  it('is forgotten in this document', () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    expect(hasSessionHint()).toBe(true);
    forgetSessionHint();
    expect(hasSessionHint()).toBe(false);
  });
});
