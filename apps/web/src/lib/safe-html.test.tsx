import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSafeHtml } from './safe-html';

function html(markup: string): HTMLElement {
  return render(<h2>{renderSafeHtml(markup)}</h2>).container;
}

describe('renderSafeHtml', () => {
  it('keeps simple formatting', () => {
    const container = html('Delete <strong>example.com</strong>?<br>It cannot be undone');
    expect(container.querySelector('strong')?.textContent).toBe('example.com');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.textContent).toBe('Delete example.com?It cannot be undone');
  });

  it('drops scripts, handlers and links but keeps their text', () => {
    const container = html(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a><b onclick="x()">bold</b>',
    );
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.querySelector('b')?.getAttribute('onclick')).toBeNull();
    expect(container.textContent).toBe('clickbold');
  });
});
