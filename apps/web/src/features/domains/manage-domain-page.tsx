import { Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
  IconWorldQuestion,
} from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, sameId, type TDomain } from '@vigil/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';
import { LoadingSkeleton } from '../../components/loading-skeleton';
import { PageHeader } from '../../components/page-header';
import { useDomains } from './api/use-domains';
import { domainToUnicode } from './domain-display';
import { DOMAIN_ID_PARAM } from './domain-links';
import { DomainFormDialog } from './list/domain-form-dialog';
import { useDomainActions } from './list/use-domain-actions';
import { ApiKeyPanel } from './manage/api-key-panel';
import { DomainTabs } from './manage/domain-tabs';
import { ModerationGroupsPanel } from './manage/moderation-groups-panel';
import { StatusDot } from './status-dot';
import { UserText } from '../../components/user-text';

function BackToDomains() {
  return (
    <Anchor component={Link} to={PATHS.domains} size="sm" mb="xs" display="inline-block">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {T.backToDomains}
      </Group>
    </Anchor>
  );
}

/**
 * Spec §2 domain management. The domain is chosen by `?id=` (it survives a reload); it is
 * read from the domain list the console already holds, which has every field shown here.
 */
export function ManageDomainPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get(DOMAIN_ID_PARAM);
  const domains = useDomains();
  const domain = domains.data?.data.find((item) => id !== null && sameId(item.id, id));

  if (id === null || (domains.data !== undefined && domain === undefined)) {
    return (
      <>
        <BackToDomains />
        <PageHeader title={T.manageTitle} />
        <EmptyState
          icon={<IconWorldQuestion size={28} aria-hidden />}
          title={id === null ? T.noDomainChosenTitle : T.unknownDomainTitle}
          description={id === null ? T.noDomainChosenBody : T.unknownDomainBody}
          actions={
            <Button component={Link} to={PATHS.domains} variant="light">
              {T.backToDomains}
            </Button>
          }
        />
      </>
    );
  }
  if (domain === undefined) {
    return (
      <>
        <BackToDomains />
        <LoadingSkeleton lines={4} label={T.loadingSection} />
      </>
    );
  }
  // Keyed by id: another domain's page starts with fresh state (no secret carried over).
  return <ManageDomain key={String(domain.id)} domain={domain} />;
}

function ManageDomain({ domain }: { domain: TDomain }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const { confirmToggle, confirmDelete } = useDomainActions();
  const domainId = String(domain.id);

  return (
    <>
      <BackToDomains />
      <PageHeader
        title={domainToUnicode(domain.name)}
        description={
          <Group gap="sm" component="span" wrap="nowrap">
            <StatusDot enabled={domain.enabled} />
            <Text span size="sm" c="dimmed">
              <UserText multiLine>{domain.description}</UserText>
            </Text>
          </Group>
        }
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {T.update}
            </Button>
            <Button
              variant="default"
              leftSection={
                domain.enabled ? (
                  <IconPlayerPause size={16} aria-hidden />
                ) : (
                  <IconPlayerPlay size={16} aria-hidden />
                )
              }
              onClick={() => confirmToggle(domain)}
            >
              {domain.enabled ? T.disable : T.enable}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => confirmDelete(domain, () => navigate(PATHS.domains))}
            >
              {T.delete}
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        {/* The key pair needs the width (a secret is ~45 monospace characters). */}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ApiKeyPanel domainId={domainId} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ModerationGroupsPanel domainId={domainId} />
          </Grid.Col>
        </Grid>
        <DomainTabs domainId={domainId} />
      </Stack>
      {editing ? <DomainFormDialog domain={domain} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
