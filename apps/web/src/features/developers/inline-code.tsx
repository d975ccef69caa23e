import { Code } from '@mantine/core';
import { Fragment } from 'react';

/**
 * Prose with `backticked` names (fields, paths, headers) shown as code, as in the OpenAPI
 * document's CommonMark descriptions. Nothing else of Markdown is read.
 */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd number of backticks leaves the last one as written.
  if (parts.length % 2 === 0) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Code key={index} fz="0.9em">
            {part}
          </Code>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
