import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { InlineCode } from '../inline-code';

/** One titled part of the plugin guide; its id is the anchor the contents list links to. */
export function GuideSection({
  id,
  title,
  paragraphs,
  children,
}: {
  id: string;
  title: string;
  paragraphs: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: 76 }}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={`${id}-title`}>
          {title}
        </Title>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} size="sm" maw={760}>
            <InlineCode text={paragraph} />
          </Text>
        ))}
        {children}
      </Stack>
    </Paper>
  );
}
