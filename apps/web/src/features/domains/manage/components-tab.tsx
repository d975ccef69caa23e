import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import {
  IconFilter,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconRadar,
  IconTrash,
} from '@tabler/icons-react';
import { DOMAIN_SCREEN_TEXTS as T, sameId, type TId } from '@vigil/contract';
import { useState } from 'react';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { IconActionButton } from '../../../components/icon-action-button';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showSuccessToast } from '../../../components/notifications';
import {
  useDomainComponentActions,
  useDomainStream,
  useExtractorCatalogue,
  useScannerCatalogue,
  type ComponentKind,
} from '../api/use-domain-components';
import { StatusDot } from '../status-dot';

/** A scanner or extractor installed on the domain, in one shape for one table. */
interface Installed {
  id: TId;
  catalogueId: TId;
  name: string;
  description: string;
  status: boolean;
}

interface CatalogueEntry {
  id: TId;
  name: string;
}

const KIND_TEXTS = {
  scanner: {
    table: T.scannersTableLabel,
    install: T.installScanner,
    catalogue: T.catalogueScanner,
    choose: T.chooseScanner,
    emptyTitle: T.noScannersTitle,
    emptyBody: T.noScannersBody,
    icon: IconRadar,
  },
  extractor: {
    table: T.extractorsTableLabel,
    install: T.installExtractor,
    catalogue: T.catalogueExtractor,
    choose: T.chooseExtractor,
    emptyTitle: T.noExtractorsTitle,
    emptyBody: T.noExtractorsBody,
    icon: IconFilter,
  },
} as const;

function useInstalled(kind: ComponentKind, domainId: string) {
  const stream = useDomainStream(domainId);
  const scanners = useScannerCatalogue();
  const extractors = useExtractorCatalogue();
  const data = stream.data;
  const installed: Installed[] | undefined =
    data === undefined
      ? undefined
      : kind === 'scanner'
        ? data.scanners.map(({ id, scanner, status }) => ({
            id,
            catalogueId: scanner.id,
            name: scanner.name,
            description: scanner.description,
            status,
          }))
        : data.extractors.map(({ id, extractor, status }) => ({
            id,
            catalogueId: extractor.id,
            name: extractor.name,
            description: extractor.description,
            status,
          }));
  // Undefined while loading: an empty catalogue would read as "everything is installed".
  const catalogue: CatalogueEntry[] | undefined =
    kind === 'scanner' ? scanners.data?.data : extractors.data?.data;
  return { installed, catalogue };
}

/** Spec §2/§4: the domain's scanners or extractors; install, enable/disable, uninstall. */
export function ComponentsTab({ kind, domainId }: { kind: ComponentKind; domainId: string }) {
  const texts = KIND_TEXTS[kind];
  const { installed, catalogue } = useInstalled(kind, domainId);
  const actions = useDomainComponentActions(kind, domainId);
  const [chosen, setChosen] = useState<string | null>(null);
  const notify = { onSuccess: (reply: { message: string }) => showSuccessToast(reply.message) };

  if (installed === undefined || catalogue === undefined) {
    return <LoadingSkeleton lines={3} label={T.loadingSection} />;
  }

  const available = catalogue.filter(
    (entry) => !installed.some((item) => sameId(item.catalogueId, entry.id)),
  );
  const installChosen = () => {
    const entry = available.find((item) => sameId(item.id, chosen ?? ''));
    if (entry === undefined) return;
    actions.install.mutate(entry.id, { ...notify, onSettled: () => setChosen(null) });
  };

  const confirmToggle = (item: Installed) =>
    openConfirmDialog({
      title: item.status ? T.disableComponentTitle(item.name) : T.enableComponentTitle(item.name),
      message: T.componentToggleBody,
      confirmLabel: item.status ? T.disable : T.enable,
      danger: item.status,
      onConfirm: () => actions.setStatus.mutate({ id: item.id, status: !item.status }, notify),
    });

  const confirmUninstall = (item: Installed) =>
    openConfirmDialog({
      title: T.uninstallComponentTitle(item.name),
      message: T.uninstallComponentBody,
      confirmLabel: T.uninstall,
      danger: true,
      onConfirm: () => actions.uninstall.mutate(item.id, notify),
    });

  const Icon = texts.icon;
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="sm">
        <Select
          label={texts.catalogue}
          data={available.map((entry) => ({ value: String(entry.id), label: entry.name }))}
          value={chosen}
          onChange={setChosen}
          placeholder={available.length === 0 ? T.allInstalled : texts.choose}
          disabled={available.length === 0}
          w={{ base: '100%', sm: 300 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={installChosen}
          disabled={chosen === null}
          loading={actions.install.isPending}
        >
          {texts.install}
        </Button>
      </Group>
      {installed.length === 0 ? (
        <EmptyState
          withBorder={false}
          icon={<Icon size={28} aria-hidden />}
          title={texts.emptyTitle}
          description={texts.emptyBody}
        />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={texts.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.columnName}</Table.Th>
                <Table.Th>{T.columnDescription}</Table.Th>
                <Table.Th>{T.columnStatus}</Table.Th>
                <Table.Th ta="right">{T.columnActions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {installed.map((item) => (
                <Table.Tr key={String(item.id)}>
                  <Table.Td fw={600}>{item.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {item.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusDot enabled={item.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <IconActionButton
                        label={item.status ? T.disable : T.enable}
                        ariaLabel={
                          item.status ? T.disableComponent(item.name) : T.enableComponent(item.name)
                        }
                        icon={item.status ? IconPlayerPause : IconPlayerPlay}
                        onClick={() => confirmToggle(item)}
                      />
                      <IconActionButton
                        label={T.uninstall}
                        ariaLabel={T.uninstallComponent(item.name)}
                        icon={IconTrash}
                        color="red"
                        onClick={() => confirmUninstall(item)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
