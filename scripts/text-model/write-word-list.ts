// Writes a generated list of canonical words as a TypeScript module the text scanner imports.
import fs from 'node:fs';
import path from 'node:path';

/** `fileName` is in apps/server/src/modules/scanning/text/. */
export function writeWordList(
  fileName: string,
  name: string,
  doc: readonly string[],
  words: readonly string[],
  writtenBy: string,
): void {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line.length + word.length > 88) {
      lines.push(`    '${line} ' +`);
      line = '';
    }
    line += line ? ` ${word}` : word;
  }
  lines.push(`    '${line}'`);
  const file = path.resolve(
    import.meta.dirname,
    '../../apps/server/src/modules/scanning/text',
    fileName,
  );
  fs.writeFileSync(
    file,
    [
      `// Written by ${writtenBy}; do not edit.`,
      '',
      '/**',
      ...doc.map((text) => ` * ${text}`),
      ' */',
      `export const ${name}: ReadonlySet<string> = new Set(`,
      '  (',
      ...lines,
      "  ).split(' '),",
      ');',
      '',
    ].join('\n'),
  );
  console.log(`wrote ${file}`);
}
