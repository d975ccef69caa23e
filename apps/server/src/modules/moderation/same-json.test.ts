import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it('compares JSON values whatever the order of keys', () => {
    expect(
      sameJson(
        { id: 1, post: { a: [1, 'x'], b: null } },
        { post: { b: null, a: [1, 'x'] }, id: 1 },
      ),
    ).toBe(true);
    expect(sameJson({ id: 1 }, { id: '1' })).toBe(false);
    expect(sameJson({ id: 1 }, { id: 1, extra: undefined })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({}, [])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
