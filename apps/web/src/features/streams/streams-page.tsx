import { Button, Grid, Skeleton, Stack } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import { NAV_LABELS, STREAMS_SCREEN_TEXTS as T, type LayoutColumns } from '@vigil/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useModerationCategories } from './api/use-moderation-categories';
import { useStreamsDomains } from './api/use-streams-domains';
import { LayoutToggle } from './components/layout-toggle';
import { StreamCard } from './components/stream-card';
import { readLayout, writeLayout } from './layout-preference';

export interface StreamsPageProps {
  /** Administrators save thresholds (POST /domain-scanner-settings/:id); moderators read them. */
  canSaveThresholds: boolean;
  /** Whether the role may open the Domains screens (the card menu links there). */
  canManageDomains: boolean;
}

/**
 * Below the md breakpoint every card takes the whole row: two or three sliders side by side
 * would be too narrow to set a threshold. From md up the chosen width applies.
 */
const span = (columns: LayoutColumns) => ({ base: 12, md: columns });

/** Spec §2 Streams page: every domain's extractors and scanners, with threshold tuning. */
export function StreamsPage({ canSaveThresholds, canManageDomains }: StreamsPageProps) {
  const domains = useStreamsDomains();
  const categories = useModerationCategories();
  const [columns, setColumns] = useState<LayoutColumns>(readLayout);
  const chooseLayout = (next: LayoutColumns) => {
    setColumns(next);
    writeLayout(next);
  };
  const list = domains.data?.data;

  const body = () => {
    if (list === undefined) {
      return (
        <Grid gap="lg" role="status" aria-busy="true" aria-label={T.loadingDomains}>
          {[0, 1, 2].map((index) => (
            <Grid.Col key={index} span={span(columns)}>
              <Skeleton height={220} radius="lg" />
            </Grid.Col>
          ))}
        </Grid>
      );
    }
    if (list.length === 0) {
      return (
        <EmptyState
          icon={<IconWorldWww size={28} aria-hidden />}
          title={T.noDomainsTitle}
          description={canManageDomains ? T.noDomainsBodyAdministrator : T.noDomainsBodyModerator}
          actions={
            canManageDomains ? (
              <Button component={Link} to={PATHS.domains}>
                {T.goToDomains}
              </Button>
            ) : undefined
          }
        />
      );
    }
    return (
      <Grid gap="lg" role="list" aria-label={T.streamsLabel}>
        {list.map((domain) => (
          <Grid.Col key={String(domain.id)} span={span(columns)} role="listitem">
            <StreamCard
              domain={domain}
              categories={categories.data}
              canSave={canSaveThresholds}
              canManage={canManageDomains}
            />
          </Grid.Col>
        ))}
      </Grid>
    );
  };

  return (
    <>
      <PageHeader
        title={NAV_LABELS.streams}
        description={T.description}
        actions={<LayoutToggle value={columns} onChange={chooseLayout} />}
      />
      <Stack gap="lg">{body()}</Stack>
    </>
  );
}
