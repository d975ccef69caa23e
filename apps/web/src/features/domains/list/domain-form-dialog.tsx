import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import {
  DOMAIN_FIELD_LABELS as L,
  DOMAIN_SCREEN_TEXTS as T,
  ZDomainFormSchema,
  type TDomain,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { type FieldErrors, fieldErrorsOrCatalogue } from '../../../api/form-errors';
import { showSuccessToast } from '../../../components/notifications';
import { useSaveDomain } from '../api/use-domains';
import { domainToUnicode } from '../domain-display';
import { validateForm } from '../../../components/validate-form';

const FIELDS = ['name', 'description'] as const;
type Field = (typeof FIELDS)[number];

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
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useSaveDomain();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Editing sends the stored name back as it is: the server refuses any other name.
    const data = validateForm(
      ZDomainFormSchema,
      { name: domain?.name ?? name, description },
      FIELDS,
      setErrors,
    );
    if (data === undefined) return;
    save.mutate(
      { domain, form: data },
      {
        onSuccess: (reply) => {
          showSuccessToast(reply.message);
          onClose();
        },
        onError: (failure) => setErrors(fieldErrorsOrCatalogue(failure, FIELDS)),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      size="lg"
      title={editing ? T.editTitle : T.addTitle}
    >
      <form onSubmit={handleSubmit} noValidate>
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
            <Button type="submit" loading={save.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
