import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNsfwModel } from './nsfw-model';
import { withoutModelNotice } from './quiet-model-notice';

describe("nsfwjs's model notice", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is not printed when the model loads', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const model = await loadNsfwModel();
    expect(info).not.toHaveBeenCalled();
    expect(model.classify).toBeTypeOf('function');
    // Restored: later messages reach console.info again.
    console.info('after the load');
    expect(info).toHaveBeenCalledWith('after the load');
  }, 60_000);

  it('is the only message dropped, and console.info is restored even after a throw', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(() =>
      withoutModelNotice(() => {
        console.info(
          "%cYou're using the model: 'MobileNetV2'. See NSFWJS docs for instructions.",
          'color: lightblue',
        );
        console.info('something else', 42);
        throw new Error('load failed');
      }),
    ).toThrow('load failed');
    expect(info.mock.calls).toEqual([['something else', 42]]);
    console.info("%cYou're using the model: 'MobileNetV2'.");
    expect(info).toHaveBeenCalledTimes(2);
  });
});
