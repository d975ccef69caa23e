import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconMail } from '@tabler/icons-react';
import {
  SETTINGS_FIELD_LABELS as L,
  SETTINGS_SCREEN_TEXTS as T,
  ZAccountContactsFieldsSchema,
  type TAccountContacts,
} from '@vigil/contract';
import { useState } from 'react';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showSuccessToast } from '../../../components/notifications';
import { useFormSubmit } from '../../../components/use-form-submit';
import { SectionCard } from './section-card';
import { useAccountContacts, useUpdateAccountContacts } from './use-account';

const FIELDS = ['primary_email', 'technical_email', 'billing_email'] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Record<Field, string> = {
  primary_email: L.primaryEmail,
  technical_email: L.technicalEmail,
  billing_email: L.billingEmail,
};

/** Spec §3 account contacts: primary, technical and accounts/billing emails. */
export function ContactsCard() {
  const contacts = useAccountContacts(true);
  return (
    <SectionCard title={T.contactsTitle} description={T.contactsBody}>
      {contacts.data ? (
        <ContactsForm contacts={contacts.data} />
      ) : (
        <LoadingSkeleton lines={3} label={T.loading} />
      )}
    </SectionCard>
  );
}

function ContactsForm({ contacts }: { contacts: TAccountContacts }) {
  const [values, setValues] = useState<Record<Field, string>>({
    primary_email: contacts.primary_email ?? '',
    technical_email: contacts.technical_email ?? '',
    billing_email: contacts.billing_email ?? '',
  });
  const update = useUpdateAccountContacts();
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZAccountContactsFieldsSchema,
    fields: FIELDS,
    // The fields as typed, once the schema has passed them (blank stays blank).
    send: () => update.mutateAsync(values),
    onSuccess: (reply) => showSuccessToast(reply.message),
  });

  return (
    <form onSubmit={handleSubmit(() => values)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              type="email"
              label={LABELS[field]}
              value={values[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((previous) => ({ ...previous, [field]: value }));
              }}
              error={errors[field]}
              leftSection={<IconMail size={16} aria-hidden />}
              autoComplete="email"
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            loading={submitting}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          >
            {T.saveContacts}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
