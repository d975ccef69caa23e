/**
 * "Chrome on macOS" from a User-Agent header: enough for a person to recognise their own
 * devices in the sessions list, without a parsing library. Order matters: Edge and Opera
 * say "Chrome" too, and Chrome says "Safari".
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

function firstMatch(text: string, table: readonly (readonly [RegExp, string])[]): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

export function summariseUserAgent(userAgent: string | null): string | null {
  if (!userAgent?.trim()) return null;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
