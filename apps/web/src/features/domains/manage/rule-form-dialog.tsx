import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconBan, IconUserCheck } from '@tabler/icons-react';
import {
  BLOCK_RULE_ACTIONS,
  DOMAIN_FIELD_LABELS as L,
  DOMAIN_RULE_HELP as H,
  DOMAIN_RULE_KINDS,
  DOMAIN_RULE_PATTERN_MAX,
  DOMAIN_SCREEN_TEXTS as T,
  MESSAGES,
  ZCreateDomainRuleRequestSchema,
  type BlockRuleAction,
  type DomainRuleKind,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { MountedModal } from '../../../components/mounted-modal';
import { showErrorToast, showSuccessToast } from '../../../components/notifications';
import { useFormSubmit } from '../../../components/use-form-submit';
import { useCreateDomainRule } from './use-domain-rules';

const FIELDS = ['kind', 'pattern', 'action'] as const;

function isKind(value: string): value is DomainRuleKind {
  return DOMAIN_RULE_KINDS.some((kind) => kind === value);
}

function isAction(value: string): value is BlockRuleAction {
  return BLOCK_RULE_ACTIONS.some((action) => action === value);
}

/**
 * Add rule: a block rule (words, phrases or /regex/, with what a match does) or a trusted
 * author. Checked on submit like every console form; the server's 422 (an invalid regular
 * expression, a duplicate) lands under the field it names.
 */
export function RuleFormDialog({ domainId, onClose }: { domainId: string; onClose: () => void }) {
  const [kind, setKind] = useState<DomainRuleKind>('block');
  const [pattern, setPattern] = useState('');
  const [action, setAction] = useState<BlockRuleAction>('MODERATE');
  const create = useCreateDomainRule(domainId);
  // Only an empty pattern is refused here, in the field's own words; the server judges the
  // rest (an invalid regular expression, a duplicate) and its 422 lands under the field.
  const { errors, setErrors, submitting, send } = useFormSubmit({
    schema: ZCreateDomainRuleRequestSchema,
    fields: FIELDS,
    send: (body) => create.mutateAsync(body),
    onSuccess: (reply) => {
      showSuccessToast(reply.message);
      onClose();
    },
  });
  const patternLabel = kind === 'block' ? L.blockPattern : L.trustedAuthor;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = pattern.trim();
    if (trimmed === '') {
      setErrors({ pattern: MESSAGES.required(patternLabel) });
      showErrorToast(MESSAGES.formInvalid);
      return;
    }
    setErrors({});
    const body = kind === 'block' ? { kind, pattern: trimmed, action } : { kind, pattern: trimmed };
    void send(body);
  };

  return (
    <MountedModal onClose={onClose} centered size="lg" title={T.addRuleTitle}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {T.addRuleBody}
          </Text>
          <Radio.Group
            label={L.ruleKind}
            value={kind}
            onChange={(value) => {
              if (isKind(value)) setKind(value);
              setErrors({});
            }}
            error={errors.kind}
          >
            <Stack gap="xs" mt="xs">
              {DOMAIN_RULE_KINDS.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={T.ruleKindLabels[value]}
                  description={H.kind[value]}
                />
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            label={patternLabel}
            description={kind === 'block' ? H.blockPattern : H.trustedAuthor}
            placeholder={kind === 'block' ? H.blockPatternPlaceholder : H.trustedAuthorPlaceholder}
            value={pattern}
            onChange={(event) => setPattern(event.currentTarget.value)}
            error={errors.pattern}
            maxLength={DOMAIN_RULE_PATTERN_MAX}
            leftSection={
              kind === 'block' ? (
                <IconBan size={16} aria-hidden />
              ) : (
                <IconUserCheck size={16} aria-hidden />
              )
            }
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          {kind === 'block' ? (
            <Radio.Group
              label={L.ruleAction}
              description={H.action}
              value={action}
              onChange={(value) => {
                if (isAction(value)) setAction(value);
              }}
              error={errors.action}
            >
              <Group gap="lg" mt="xs">
                {BLOCK_RULE_ACTIONS.map((value) => (
                  <Radio key={value} value={value} label={T.ruleActionLabels[value]} />
                ))}
              </Group>
            </Radio.Group>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {T.addRule}
            </Button>
          </Group>
        </Stack>
      </form>
    </MountedModal>
  );
}
