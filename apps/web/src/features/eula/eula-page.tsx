import { Paper } from '@mantine/core';
import { ACCOUNT_SCREEN_TEXTS, NAV_LABELS } from '@vigil/contract';
import { PageHeader } from '../../components/page-header';
import { EulaDocument } from './eula-document';

/** /eula: the agreement, from the navigation entry. */
export function EulaPage() {
  return (
    <>
      <PageHeader title={NAV_LABELS.eula} description={ACCOUNT_SCREEN_TEXTS.eulaDescription} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={900}>
        <EulaDocument />
      </Paper>
    </>
  );
}
