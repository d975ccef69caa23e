import { Alert, Skeleton, Stack, Typography } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import { MESSAGES } from '@vigil/contract';
import { useMemo } from 'react';
import { prepareEulaHtml } from './eula-html';
import { useEula } from './use-eula';

/** The EULA as HTML, sanitised again before it touches the page (see prepareEulaHtml). */
export function EulaDocument() {
  const eula = useEula();
  const html = useMemo(() => (eula.data ? prepareEulaHtml(eula.data.html) : ''), [eula.data]);

  if (eula.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton height={20} width="50%" />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={12} width={`${95 - index * 7}%`} />
        ))}
      </Stack>
    );
  }
  if (eula.isError || html.trim() === '') {
    return (
      <Alert color="orange" variant="light" icon={<IconFileAlert size={18} aria-hidden />}>
        {MESSAGES.eulaUnavailable}
      </Alert>
    );
  }
  return (
    <Typography>
      <div className="vigil-eula" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

/** Whether the text loaded: acceptance needs something to have been read. */
export function useEulaLoaded(): boolean {
  const eula = useEula();
  return eula.isSuccess && eula.data.html.trim() !== '';
}
