import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus, IconSearch, IconWorldWww } from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, SCREEN_TITLES, type TDomain } from '@vigil/contract';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { LoadingSkeleton } from '../../components/loading-skeleton';
import { PageHeader } from '../../components/page-header';
import { useDomains } from './api/use-domains';
import { DomainCard } from './list/domain-card';
import { DomainFormDialog } from './list/domain-form-dialog';
import { DomainSearch } from './list/domain-search';
import { useDomainActions } from './list/use-domain-actions';
import { matchesSearch } from './search-domains';

type Editing = { domain: TDomain | null } | null;

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

/** Spec §2 Domains list: search, add, and a card per domain. Administrators only (roles.ts). */
export function DomainsPage() {
  const domains = useDomains();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const { confirmToggle, confirmDelete } = useDomainActions();
  const all = domains.data?.data;
  const shown = all?.filter((domain) => matchesSearch(domain, search));
  const add = () => setEditing({ domain: null });
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
      {T.addDomain}
    </Button>
  );

  const body = () => {
    if (all === undefined || shown === undefined) {
      return (
        <SimpleGrid
          cols={GRID_COLUMNS}
          spacing="lg"
          role="status"
          aria-label={T.loading}
          aria-busy="true"
        >
          {[0, 1, 2].map((index) => (
            <LoadingSkeleton key={index} lines={2} label={T.loading} />
          ))}
        </SimpleGrid>
      );
    }
    if (all.length === 0) {
      return (
        <EmptyState
          icon={<IconWorldWww size={28} aria-hidden />}
          title={T.noDomainsTitle}
          description={T.noDomainsBody}
          actions={addButton}
        />
      );
    }
    if (shown.length === 0) {
      return (
        <EmptyState
          icon={<IconSearch size={28} aria-hidden />}
          title={T.noMatchesTitle}
          description={T.noMatchesBody(search.trim())}
        />
      );
    }
    return (
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" role="list" aria-label={T.domainsLabel}>
        {shown.map((domain) => (
          <div role="listitem" key={String(domain.id)} style={{ display: 'grid' }}>
            <DomainCard
              domain={domain}
              onUpdate={(chosen) => setEditing({ domain: chosen })}
              onToggle={confirmToggle}
              onDelete={confirmDelete}
            />
          </div>
        ))}
      </SimpleGrid>
    );
  };

  return (
    <>
      <PageHeader title={SCREEN_TITLES.domains} description={T.listDescription} />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <DomainSearch onSearch={setSearch} />
          {all !== undefined && all.length === 0 ? null : addButton}
        </Group>
        {body()}
      </Stack>
      {editing ? (
        <DomainFormDialog domain={editing.domain} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
