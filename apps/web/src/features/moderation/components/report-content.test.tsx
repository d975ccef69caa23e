import { TEXT_PREVIEW_LENGTH } from '@vigil/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { PNG_BASE64, reportRecord } from '../test/report-fixtures';
import { ReportContent } from './report-content';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LONG_TEXT = `${'a'.repeat(TEXT_PREVIEW_LENGTH - 1)}€tail that only the full text shows`;

function show(
  overrides: Parameters<typeof reportRecord>[1],
  options: { full?: boolean; blurred?: boolean } = {},
) {
  const onReveal = vi.fn();
  renderScreen(
    <ReportContent
      report={reportRecord('1', overrides)}
      full={options.full ?? false}
      blurred={options.blurred ?? false}
      onReveal={onReveal}
    />,
  );
  return { onReveal };
}

describe('Report content', () => {
  it(`previews text at ${TEXT_PREVIEW_LENGTH} characters and shows the rest on request`, async () => {
    show({ content: LONG_TEXT });
    const preview = screen.getByText(/^a+€…$/);
    expect(Array.from(preview.textContent ?? '')).toHaveLength(TEXT_PREVIEW_LENGTH + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Show full text' }));
    expect(screen.getByText(LONG_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('shows the extracted text of a text report, never its markup', () => {
    show({ content: '<p>Hello <b>there</b></p>', extracted_text: 'Hello there' });
    expect(screen.getByText('Hello there')).toBeTruthy();
    expect(screen.queryByText(/<p>/)).toBeNull();
  });

  it('shows content and extracted text with override characters neutralised, line breaks kept', () => {
    show({ content: 'Great post!\nVisit \u202emoc.live\u202c now' });
    const content = screen.getByText(/Great post!/);
    expect(content.closest('bdi')).not.toBeNull();
    expect(content.textContent).toBe('Great post!\nVisit [U+202E]moc.live[U+202C] now');
    show({ content: '<p>x</p>', extracted_text: 'Extracted \u2067hidden\u2069' });
    expect(screen.getByText('Extracted [U+2067]hidden[U+2069]')).toBeTruthy();
  });

  it('shows a base64 image inline with its detected mime type', () => {
    show({ content_type: 'image', content: PNG_BASE64 });
    const image = screen.getByRole('img', { name: 'Image submitted by user-1' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${PNG_BASE64}`);
    expect(screen.getByText('Detected type: image/png')).toBeTruthy();
  });

  it('previews base64 text at 100 characters', () => {
    const text = `${'b'.repeat(150)}`;
    show({ content_type: 'image', content: btoa(text) });
    expect(screen.getByText(`${'b'.repeat(TEXT_PREVIEW_LENGTH)}…`)).toBeTruthy();
  });

  it('says when base64 content cannot be decoded or shown', () => {
    show({ content_type: 'image', content: 'data:image/png;base64,@@@@' });
    expect(screen.getByText('The content claims to be base64 but cannot be decoded.')).toBeTruthy();
  });

  it('puts the extracted text before the media', () => {
    show({ content_type: 'image', content: PNG_BASE64, extracted_text: 'Text in the picture' });
    const text = screen.getByText('Text in the picture');
    const image = screen.getByRole('img');
    expect(text.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('loads other media through the artifact call and plays it with controls', async () => {
    const { fetchMock } = fakeApi({
      'GET /artifact': { status: 200, body: { artifact_url: 'https://cdn.example/v.mp4?sig=1' } },
    });
    const { container } = renderScreen(
      <ReportContent
        report={reportRecord('1', {
          content_type: 'video',
          content: '',
          artifact_path: 't/1/v.mp4',
        })}
        full={false}
        blurred={false}
        onReveal={() => undefined}
      />,
    );
    expect(await screen.findByLabelText('Video submitted by user-1')).toBeTruthy();
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://cdn.example/v.mp4?sig=1');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/artifact?path=t%2F1%2Fv.mp4',
    ]);
  });

  it('does not repeat inline media from its stored copy', () => {
    const { fetchMock } = fakeApi({});
    show({ content_type: 'image', content: PNG_BASE64, artifact_path: 't/1/i.png' });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('notes unavailable media when the artifact call answers false', async () => {
    fakeApi({ 'GET /artifact': { status: 200, body: { artifact_url: false } } });
    show({ content_type: 'audio', content: '', artifact_path: 't/1/a.mp3' });
    expect(
      await screen.findByText('Media unavailable: the file is missing or has expired.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Audio submitted by user-1')).toBeNull();
  });

  it('blurs media until revealed', async () => {
    const { onReveal } = show({ content_type: 'image', content: PNG_BASE64 }, { blurred: true });
    const image = screen.getByRole('img', { name: 'Image submitted by user-1' });
    expect(image.closest('[data-blurred]')?.getAttribute('data-blurred')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Reveal the media' }));
    expect(onReveal).toHaveBeenCalledTimes(1);
  });
});
