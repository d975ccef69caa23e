import { Button, Tabs } from '@mantine/core';
import { IconApi, IconBook, IconDownload } from '@tabler/icons-react';
import {
  API_PREFIX,
  DEVELOPERS_SCREEN_TEXTS as T,
  DEVELOPERS_TAB_LABELS,
  NAV_LABELS,
  OPENAPI_DOCUMENT_PATH,
} from '@vigil/contract';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PluginGuide } from './guide/plugin-guide';
import { ApiReference } from './reference/api-reference';

/** The open tab is in the address (`?tab=reference`), so a link can point at the reference. */
export const DEVELOPERS_TAB_PARAM = 'tab';

type DevelopersTab = keyof typeof DEVELOPERS_TAB_LABELS;

/** Spec §2 Developers: the plugin guide and the reference of both APIs. */
export function DevelopersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const current: DevelopersTab =
    searchParams.get(DEVELOPERS_TAB_PARAM) === 'reference' ? 'reference' : 'guide';

  const select = (value: string | null) => {
    if (value !== 'guide' && value !== 'reference') return;
    setSearchParams(value === 'guide' ? {} : { [DEVELOPERS_TAB_PARAM]: value }, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={NAV_LABELS.developers}
        description={T.description}
        actions={
          <Button
            component="a"
            href={`${API_PREFIX}${OPENAPI_DOCUMENT_PATH}`}
            download="vigil-openapi.json"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {T.downloadOpenApi}
          </Button>
        }
      />
      <Tabs value={current} onChange={select} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="guide" leftSection={<IconBook size={16} aria-hidden />}>
            {DEVELOPERS_TAB_LABELS.guide}
          </Tabs.Tab>
          <Tabs.Tab value="reference" leftSection={<IconApi size={16} aria-hidden />}>
            {DEVELOPERS_TAB_LABELS.reference}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="guide">
          <PluginGuide />
        </Tabs.Panel>
        <Tabs.Panel value="reference">
          <ApiReference />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
