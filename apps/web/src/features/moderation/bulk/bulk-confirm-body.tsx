import { List, Stack, Text } from '@mantine/core';
import { BULK_REVIEW_TEXTS as B, type BulkDecision, type TLocalReport } from '@vigil/contract';

/** What a bulk decision will touch: the count per domain, most first. */
export function BulkConfirmBody({
  decision,
  reports,
}: {
  decision: BulkDecision;
  reports: readonly TLocalReport[];
}) {
  const perDomain = new Map<string, number>();
  for (const report of reports) {
    perDomain.set(report.domain, (perDomain.get(report.domain) ?? 0) + 1);
  }
  const domains = [...perDomain].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return (
    <Stack gap="xs">
      <Text size="sm">{B.confirmBody[decision]}</Text>
      <Text size="sm" fw={600} id="bulk-confirm-domains">
        {B.domainsHeading}
      </Text>
      <List size="sm" spacing={2} aria-labelledby="bulk-confirm-domains">
        {domains.map(([domain, n]) => (
          <List.Item key={domain}>{B.domainCount(domain, n)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
