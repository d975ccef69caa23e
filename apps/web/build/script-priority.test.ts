import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './script-priority';

const page = `<head>
    <script src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/box-2.js">
    <link rel="modulepreload" fetchpriority="high" crossorigin href="/assets/kept-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>`;

describe('module scripts at low priority', () => {
  it('marks the entry and every module preload, and leaves the rest alone', () => {
    const html = lowPriorityScripts(page);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/box-2.js">',
    );
    // A priority chosen on purpose is kept; the boot script and the style sheet block
    // the first paint and keep theirs.
    expect(html).toContain('fetchpriority="high" crossorigin href="/assets/kept-3.js"');
    expect(html).toContain('<script src="/boot.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it('changes nothing on a second pass', () => {
    const once = lowPriorityScripts(page);
    expect(lowPriorityScripts(once)).toBe(once);
  });
});
