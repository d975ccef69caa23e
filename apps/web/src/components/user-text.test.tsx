import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neutraliseText } from '../lib/neutral-text';
import { UserText } from './user-text';

const RLO = '\u202e';

describe('neutraliseText', () => {
  it('shows overrides, isolates and controls as visible codes', () => {
    expect(neutraliseText(`invoice${RLO}fdp.exe`)).toBe('invoice[U+202E]fdp.exe');
    expect(neutraliseText('a\u2066b\u2069c\u0000d\u001be')).toBe(
      'a[U+2066]b[U+2069]c[U+0000]d[U+001B]e',
    );
    expect(neutraliseText('one\ntwo')).toBe('one[U+000A]two');
  });

  it('keeps line breaks and tabs of multi-line text, and leaves ordinary text alone', () => {
    expect(neutraliseText('one\r\ntwo\tthree', { multiLine: true })).toBe('one\r\ntwo\tthree');
    expect(neutraliseText(`one\n${RLO}`, { multiLine: true })).toBe('one\n[U+202E]');
    for (const text of ['Zoë', 'דוד\u200f 2', '李小龍', 'x < y & "z"']) {
      expect(neutraliseText(text)).toBe(text);
    }
  });
});

describe('UserText', () => {
  it('isolates the text in <bdi> with no override character left in the page', () => {
    const { container } = render(
      <p>
        Author: <UserText>{`Mallory${RLO}nimda`}</UserText> wrote
      </p>,
    );
    const isolated = container.querySelector('bdi');
    expect(isolated?.textContent).toBe('Mallory[U+202E]nimda');
    expect(container.textContent).toBe('Author: Mallory[U+202E]nimda wrote');
    expect(container.textContent).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('keeps the line breaks of multi-line content', () => {
    render(<UserText multiLine>{'first\nsecond'}</UserText>);
    expect(screen.getByText(/first/).textContent).toBe('first\nsecond');
  });
});
