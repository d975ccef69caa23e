/** How nsfwjs's load() announces a named model: "You're using the model: 'MobileNetV2'…". */
const MODEL_NOTICE_START = "%cYou're using the model: '";

/**
 * Calls `start` with console.info dropping nsfwjs's model notice, which it prints for every
 * named model, as load() begins and before its first await. The filter lives only during this
 * synchronous call, so no other code runs while it is in place and every other message is
 * passed on unchanged.
 */
export function withoutModelNotice<T>(start: () => T): T {
  const info = console.info;
  console.info = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(MODEL_NOTICE_START)) return;
    info.apply(console, args);
  };
  try {
    return start();
  } finally {
    console.info = info;
  }
}
