import { Button, Stack, Text } from '@mantine/core';
import { MODERATION_SCREEN_TEXTS as T, TEXT_PREVIEW_LENGTH } from '@vigil/contract';
import { useState } from 'react';
import { UserText } from '../../../components/user-text';

/** Cut by code point so a preview never ends in half a surrogate pair. */
export function previewOf(text: string): { preview: string; truncated: boolean } {
  const codePoints = Array.from(text);
  return {
    preview: codePoints.slice(0, TEXT_PREVIEW_LENGTH).join(''),
    truncated: codePoints.length > TEXT_PREVIEW_LENGTH,
  };
}

export interface TextPreviewProps {
  text: string;
  /** Start with the whole text (an opened card, the preview dialog). */
  full?: boolean;
  label?: string;
}

/**
 * Spec §9: a TEXT_PREVIEW_LENGTH-character preview, the whole text on request. Always plain
 * text: submitted content is never rendered as HTML.
 */
export function TextPreview({ text, full = false, label }: TextPreviewProps) {
  const [expanded, setExpanded] = useState(full);
  const { preview, truncated } = previewOf(text);
  const shown = expanded || !truncated ? text : `${preview}…`;
  return (
    <Stack gap={4} align="flex-start">
      {label ? (
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {label}
        </Text>
      ) : null}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <UserText multiLine>{shown}</UserText>
      </Text>
      {truncated ? (
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
        >
          {expanded ? T.showLessText : T.showFullText}
        </Button>
      ) : null}
    </Stack>
  );
}
