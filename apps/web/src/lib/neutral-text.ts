import { UNSAFE_TEXT_CHARACTERS } from '@vigil/contract';

const LINE_BREAKS_AND_TABS = new Set(['\n', '\r', '\t']);

/**
 * Text from users and plugins with every control and bidirectional embedding, override or
 * isolate character shown as a visible code (`[U+202E]`), so it cannot reorder the text
 * around it or hide what it is (decision 0124). Content under moderation keeps such
 * characters (it is what is judged), and a moderator should see that they are there.
 */
export function neutraliseText(text: string, options: { multiLine?: boolean } = {}): string {
  return text.replace(UNSAFE_TEXT_CHARACTERS, (character) =>
    options.multiLine && LINE_BREAKS_AND_TABS.has(character)
      ? character
      : `[U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}
