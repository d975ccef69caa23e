import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import {
  DOMAIN_FIELD_LABELS as L,
  DOMAIN_SCREEN_TEXTS as T,
  ZDomainFormSchema,
  type TDomain,
} from '@vigil/contract';
import { useState } from 'react';
import { MountedModal } from '../../../components/mounted-modal';
import { showSuccessToast } from '../../../components/notifications';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useSaveDomain } from '../api/use-domains';
import { domainToUnicode } from '../domain-display';

const FIELDS = ['name', 'description'] as const;

export interface DomainFormDialogProps {
  /** null: add a domain; otherwise edit this one's description (its name is read-only). */
  domain: TDomain | null;
  onClose: () => void;
}

/**
 * Spec §2/§5 Add/Edit Domain: persistent (outside clicks and Escape do nothing; Cancel
 * closes), validated lazily on Save with the contract's ZDomainFormSchema.
 */
export function DomainFormDialog({ domain, onClose }: DomainFormDialogProps) {
  const editing = domain !== null;
  const [name, setName] = useState(domain ? domainToUnicode(domain.name) : '');
  const [description, setDescription] = useState(domain?.description ?? '');
  const save = useSaveDomain();
  const { errors, submitting, handleSubmit } = useFormSubmit({
    schema: ZDomainFormSchema,
    fields: FIELDS,
    send: (form) => save.mutateAsync({ domain, form }),
    onSuccess: (reply) => {
      showSuccessToast(reply.message);
      onClose();
    },
  });

  return (
    <MountedModal
      onClose={onClose}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      size="lg"
      title={editing ? T.editTitle : T.addTitle}
    >
      {/* Editing sends the stored name back as it is: the server refuses any other name. */}
      <form onSubmit={handleSubmit(() => ({ name: domain?.name ?? name, description }))} noValidate>
        <Stack gap="md">
          <TextInput
            label={L.name}
            placeholder={T.namePlaceholder}
            description={editing ? T.nameReadOnly : T.nameDescription}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            leftSection={<IconWorldWww size={16} aria-hidden />}
            readOnly={editing}
            variant={editing ? 'filled' : 'default'}
            autoComplete="off"
            spellCheck={false}
            data-autofocus={editing ? undefined : true}
          />
          <Textarea
            label={L.description}
            placeholder={T.descriptionPlaceholder}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={errors.description}
            rows={3}
            data-autofocus={editing ? true : undefined}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </MountedModal>
  );
}
