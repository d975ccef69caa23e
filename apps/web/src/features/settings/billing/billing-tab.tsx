import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { closeAllModals, openModal } from '../../../components/modal-host';
import { IconCoins, IconExternalLink } from '@tabler/icons-react';
import { MESSAGES, SETTINGS_SCREEN_TEXTS as T, formatInteger, type TPlan } from '@vigil/contract';
import { ApiError } from '../../../api/api-error';
import { emitApiErrorAction } from '../../../api/api-error-events';
import { decideErrorAction } from '../../../api/error-catalogue';
import { openProblemDialog } from '../../../components/problem-dialog';
import { openInNewTab } from './open-portal';
import { useBillingPortal, usePlan } from './use-billing';

export interface BillingTabProps {
  showPlan: boolean;
  showPortal: boolean;
}

/** Settings › Billing: the plan, and the external billing portal opened in a new tab. */
export function BillingTab({ showPlan, showPortal }: BillingTabProps) {
  return (
    <Stack gap="lg" maw={880}>
      {showPlan ? <PlanSummary /> : null}
      {showPortal ? <PortalCard /> : null}
    </Stack>
  );
}

function PlanSummary() {
  const plan = usePlan(true);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={T.planTitle}>
      <Stack gap="md">
        <Group gap="sm">
          <IconCoins size={22} stroke={1.6} aria-hidden />
          <Title order={2} fz="lg">
            {T.planTitle}
          </Title>
        </Group>
        {plan.data ? <PlanFigures plan={plan.data} /> : <PlanSkeleton />}
      </Stack>
    </Paper>
  );
}

function PlanFigures({ plan }: { plan: TPlan }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Figure label={T.planLabel} value={plan.name} />
      <Figure label={T.monthlyCredits} value={formatInteger(plan.monthly_credits)} />
    </SimpleGrid>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

function PlanSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2 }}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label={T.loading}
    >
      <Skeleton height={44} />
      <Skeleton height={44} />
    </SimpleGrid>
  );
}

function PortalCard() {
  const portal = useBillingPortal();

  const open = () =>
    portal.mutate(undefined, {
      onSuccess: (reply) => {
        if (!openInNewTab(reply.url)) openPortalLinkDialog(reply.url);
      },
      onError: (failure) => {
        // A lost session still signs out (spec §8); anything else means no portal for now.
        const action =
          failure instanceof ApiError
            ? decideErrorAction({
                status: failure.status,
                url: failure.url,
                message: failure.serverMessage,
              })
            : null;
        if (action?.type === 'sign-out' && failure instanceof ApiError) {
          emitApiErrorAction(action, failure);
        } else {
          openProblemDialog(MESSAGES.billingPortalUnavailable);
        }
      },
    });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={T.billingTitle}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {T.billingTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.billingBody}
          </Text>
        </Stack>
        <Group>
          <Button
            onClick={open}
            loading={portal.isPending}
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {T.openBillingPortal}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** When the browser blocks the new tab, a link the person opens themselves. */
function openPortalLinkDialog(url: string) {
  openModal({
    title: T.billingTitle,
    centered: true,
    children: (
      <Stack gap="md">
        <Text size="sm">{T.billingPortalReady}</Text>
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => closeAllModals()}
        >
          {T.openBillingPortal}
        </Anchor>
      </Stack>
    ),
  });
}
