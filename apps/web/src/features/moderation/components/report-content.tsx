import { Stack, Text } from '@mantine/core';
import {
  classifyBase64,
  MODERATION_SCREEN_TEXTS as T,
  type Base64Classification,
  type TReportRecord,
} from '@vigil/contract';
import { useMemo, type ReactNode } from 'react';
import { ArtifactMedia } from './artifact-media';
import { BlurredMedia } from './blurred-media';
import { MediaView, mediaKindOf } from './media-view';
import { TextPreview } from './text-preview';

export interface ReportContentProps {
  report: TReportRecord;
  /** Whole texts instead of previews (an opened card, the preview dialog). */
  full: boolean;
  blurred: boolean;
  onReveal: () => void;
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" fs="italic">
      {children}
    </Text>
  );
}

function InlineBinary({
  classification,
  username,
  blurred,
  onReveal,
}: {
  classification: Extract<Base64Classification, { kind: 'binary' }>;
  username: string;
  blurred: boolean;
  onReveal: () => void;
}) {
  const kind = mediaKindOf(classification.mimeType);
  if (kind === null) return <Note>{T.binaryUnsupported(classification.mimeType)}</Note>;
  return (
    <Stack gap={4} align="flex-start">
      <BlurredMedia blurred={blurred} onReveal={onReveal}>
        <MediaView kind={kind} src={classification.dataUri} username={username} />
      </BlurredMedia>
      <Text size="xs" c="dimmed">
        {T.detectedType(classification.mimeType)}
      </Text>
    </Stack>
  );
}

/**
 * A report's content (spec §2, §5): the extracted text first, then the content itself — plain
 * text, base64 text as a preview, a base64 image or other media inline with its detected mime
 * type — and otherwise media kept outside the report through the artifact call.
 */
export function ReportContent({ report, full, blurred, onReveal }: ReportContentProps) {
  const classification = useMemo(
    () => (report.content === '' ? null : classifyBase64(report.content)),
    [report.content],
  );
  const extracted = report.extracted_text?.trim() ? report.extracted_text : null;
  // Plain text content: what the scanners read (HTML stripped) is the readable form of it.
  const plainText = report.content_type === 'text' && classification?.kind === 'not-base64';

  const parts: ReactNode[] = [];
  if (plainText) {
    parts.push(
      <TextPreview
        key="text"
        text={extracted ?? report.content}
        full={full}
        label={T.contentLabel}
      />,
    );
  } else {
    if (extracted !== null) {
      parts.push(
        <TextPreview key="extracted" text={extracted} full={full} label={T.extractedTextLabel} />,
      );
    }
    if (classification?.kind === 'not-base64') {
      parts.push(
        <TextPreview key="text" text={report.content} full={full} label={T.contentLabel} />,
      );
    } else if (classification?.kind === 'text' && classification.text !== extracted) {
      parts.push(
        <TextPreview key="text" text={classification.text} full={full} label={T.contentLabel} />,
      );
    } else if (classification?.kind === 'binary') {
      parts.push(
        <InlineBinary
          key="binary"
          classification={classification}
          username={report.username}
          blurred={blurred}
          onReveal={onReveal}
        />,
      );
    } else if (classification?.kind === 'invalid') {
      parts.push(<Note key="invalid">{T.invalidContent}</Note>);
    }
  }
  // Small media travel inline as base64; the stored file is the same media, so it is shown
  // only when the content itself shows none.
  const inlineMedia =
    classification?.kind === 'binary' && mediaKindOf(classification.mimeType) !== null;
  if (report.artifact_path !== null && !inlineMedia) {
    parts.push(
      <ArtifactMedia
        key="artifact"
        path={report.artifact_path}
        contentType={report.content_type}
        username={report.username}
        blurred={blurred}
        onReveal={onReveal}
      />,
    );
  }
  if (parts.length === 0) parts.push(<Note key="none">{T.noContent}</Note>);
  return <Stack gap="sm">{parts}</Stack>;
}
