import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  CONTENT_POLICY_TEXTS as T,
  MESSAGES,
  REPORT_CONTENT_TYPE_LABELS,
  ZUpdateContentPolicyRequestSchema,
  scannerContentType,
  type TCategoryPolicyName,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showErrorToast, showSuccessToast } from '../../../components/notifications';
import { useFormSubmit } from '../../../components/use-form-submit';
import { SectionCard } from '../account/section-card';
import { useContentPolicy, useUpdateContentPolicy } from './use-content-policy';

function scannerName(scannerId: number): string {
  const type = scannerContentType(scannerId);
  return type === undefined ? `#${scannerId}` : REPORT_CONTENT_TYPE_LABELS[type];
}

/**
 * Settings › Content policy (decision 0182): the administrator names each moderation category
 * as the tenant's content policy does; statements of reasons give that name as their ground.
 */
export function ContentPolicyTab() {
  const policy = useContentPolicy();
  return (
    <SectionCard title={T.title} description={T.body}>
      {policy.data ? (
        <ContentPolicyForm rows={policy.data.data} />
      ) : (
        <LoadingSkeleton lines={6} label={T.loading} />
      )}
    </SectionCard>
  );
}

/** The field of row `index`, as the contract's issues and the server's 422 name it. */
const fieldOf = (index: number): string => `names.${index}.name`;

function ContentPolicyForm({ rows }: { rows: readonly TCategoryPolicyName[] }) {
  const [names, setNames] = useState<string[]>(() => rows.map((row) => row.name));
  const update = useUpdateContentPolicy();
  const fields = rows.map((_, index) => fieldOf(index));
  const body = () => ({
    names: rows.map((row, index) => ({ category_id: row.category_id, name: names[index] ?? '' })),
  });
  const { errors, setErrors, submitting, send } = useFormSubmit({
    schema: ZUpdateContentPolicyRequestSchema,
    fields,
    send: (data) => update.mutateAsync(data),
    onSuccess: (reply) => showSuccessToast(reply.message),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZUpdateContentPolicyRequestSchema.safeParse(body());
    if (parsed.success) {
      setErrors({});
      void send(parsed.data);
      return;
    }
    // Each row's text under its own field (the shared form hook places top-level fields only).
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      found[field] ??= issue.message;
    }
    setErrors(found);
    showErrorToast(MESSAGES.formInvalid);
  };

  const scanners = [...new Set(rows.map((row) => row.scanner_id))];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {scanners.map((scannerId) => (
          <Fieldset key={scannerId} legend={scannerName(scannerId)}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {rows.map((row, index) =>
                row.scanner_id === scannerId ? (
                  <TextInput
                    key={row.category_id}
                    label={T.fieldLabel(row.category_name, scannerName(row.scanner_id))}
                    description={T.defaultHint(row.default_name)}
                    value={names[index] ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setNames((previous) =>
                        previous.map((name, at) => (at === index ? value : name)),
                      );
                    }}
                    error={errors[fieldOf(index)]}
                    maxLength={120}
                  />
                ) : null,
              )}
            </SimpleGrid>
          </Fieldset>
        ))}
        <Group>
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
