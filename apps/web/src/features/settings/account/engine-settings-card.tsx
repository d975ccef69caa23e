import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDeviceFloppy, IconKey, IconKeyOff, IconWorldWww } from '@tabler/icons-react';
import {
  ENGINE_CONTENT_TYPE_LABELS,
  ENGINE_FIELD_LABELS as L,
  ENGINE_MAX_RETRIES,
  ENGINE_SCREEN_TEXTS as T,
  ENGINE_TIMEOUT_MS,
  MESSAGES,
  REPORT_CONTENT_TYPES,
  ZUpdateEngineSettingsRequestSchema,
  type ReportContentType,
  type TEngineSettings,
  type TUpdateEngineSettingsRequest,
} from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import { type FieldErrors, fieldErrorsFromIssues } from '../../../api/form-errors';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { showErrorToast, showSuccessToast } from '../../../components/notifications';
import { useFormSubmit } from '../../../components/use-form-submit';
import { SectionCard } from './section-card';
import { useEngineSettings, useUpdateEngineSettings } from './use-engine-settings';

const FIELDS = [
  'enabled',
  'url',
  'model',
  'content_types',
  'timeout_ms',
  'max_retries',
  'api_key',
] as const;
type Field = (typeof FIELDS)[number];

/** Audio has no built-in scanner: the engine always gets it (contract engine-settings). */
const ALWAYS_SENT: ReportContentType = 'audio';

const DEFAULTS: TEngineSettings = {
  enabled: false,
  url: '',
  model: null,
  content_types: [ALWAYS_SENT],
  timeout_ms: ENGINE_TIMEOUT_MS.default,
  max_retries: ENGINE_MAX_RETRIES.default,
  has_api_key: false,
};

function isContentType(value: string): value is ReportContentType {
  return REPORT_CONTENT_TYPES.some((type) => type === value);
}

/**
 * Settings › Account, administrators: the tenant's external moderation engine. The API key is
 * write-only: the field starts empty, says whether a key is stored, and a blank field keeps it.
 */
export function EngineSettingsCard() {
  const settings = useEngineSettings();
  return (
    <SectionCard title={T.title} description={T.body}>
      {settings.data ? (
        <EngineSettingsForm
          key={JSON.stringify(settings.data.data)}
          settings={settings.data.data ?? DEFAULTS}
        />
      ) : (
        <LoadingSkeleton lines={4} label={T.loading} />
      )}
    </SectionCard>
  );
}

function EngineSettingsForm({ settings }: { settings: TEngineSettings }) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [url, setUrl] = useState(settings.url);
  const [model, setModel] = useState(settings.model ?? '');
  const [types, setTypes] = useState<ReportContentType[]>(() =>
    REPORT_CONTENT_TYPES.filter(
      (type) => type === ALWAYS_SENT || settings.content_types.includes(type),
    ),
  );
  const [timeoutSeconds, setTimeoutSeconds] = useState<number | string>(settings.timeout_ms / 1000);
  const [retries, setRetries] = useState<number | string>(settings.max_retries);
  const [apiKey, setApiKey] = useState('');
  const update = useUpdateEngineSettings();
  // The card checks its values itself (its texts name the field and range); the hook sends.
  const { errors, setErrors, submitting, send } = useFormSubmit({
    schema: ZUpdateEngineSettingsRequestSchema,
    fields: FIELDS,
    send: (body) => update.mutateAsync(body),
    onSuccess: (reply) => {
      setApiKey('');
      showSuccessToast(reply.message);
    },
  });

  /** The form as a request, or the errors to show; the key is left to the caller. */
  const validate = (): TUpdateEngineSettingsRequest | undefined => {
    const found: FieldErrors<Field> = {};
    if (url.trim() === '') found.url = MESSAGES.required(L.url);
    if (typeof timeoutSeconds !== 'number') found.timeout_ms = MESSAGES.required(L.timeout);
    if (typeof retries !== 'number') found.max_retries = MESSAGES.required(L.retries);
    const parsed = ZUpdateEngineSettingsRequestSchema.safeParse({
      enabled,
      url: url.trim(),
      model: model.trim() === '' ? null : model.trim(),
      content_types: types,
      timeout_ms: typeof timeoutSeconds === 'number' ? timeoutSeconds * 1000 : undefined,
      max_retries: typeof retries === 'number' ? retries : undefined,
    });
    if (!parsed.success) {
      const fromSchema = fieldErrorsFromIssues(parsed.error.issues, FIELDS);
      // The schema's own words are generic; these name the field and its range.
      if (fromSchema.url !== undefined) fromSchema.url = T.invalidUrl;
      if (fromSchema.timeout_ms !== undefined) {
        fromSchema.timeout_ms = T.outOfRange(
          L.timeout,
          ENGINE_TIMEOUT_MS.min / 1000,
          ENGINE_TIMEOUT_MS.max / 1000,
        );
      }
      if (fromSchema.max_retries !== undefined) {
        fromSchema.max_retries = T.outOfRange(
          L.retries,
          ENGINE_MAX_RETRIES.min,
          ENGINE_MAX_RETRIES.max,
        );
      }
      Object.assign(fromSchema, found);
      setErrors(fromSchema);
      showErrorToast(MESSAGES.formInvalid);
      return undefined;
    }
    setErrors({});
    return parsed.data;
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = validate();
    if (body === undefined) return;
    // A blank key field leaves the stored key alone: the key is simply not sent.
    void send(apiKey === '' ? body : { ...body, api_key: apiKey });
  };

  const confirmRemoveKey = () =>
    openConfirmDialog({
      title: T.removeKeyTitle,
      message: T.removeKeyBody,
      confirmLabel: T.removeKey,
      danger: true,
      onConfirm: () => {
        const body = validate();
        if (body !== undefined) void send({ ...body, api_key: null });
      },
    });

  const suffix = (text: string) => (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Switch
          label={L.enabled}
          description={T.enabledHelp}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          error={errors.enabled}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={L.url}
            description={T.urlHelp}
            placeholder={T.urlPlaceholder}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errors.url}
            leftSection={<IconWorldWww size={16} aria-hidden />}
            type="url"
            autoComplete="off"
            spellCheck={false}
          />
          <TextInput
            label={L.model}
            description={T.modelHelp}
            placeholder={T.modelPlaceholder}
            value={model}
            onChange={(event) => setModel(event.currentTarget.value)}
            error={errors.model}
            autoComplete="off"
            spellCheck={false}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={L.contentTypes}
          description={T.contentTypesHelp}
          value={types}
          onChange={(values) =>
            setTypes(
              REPORT_CONTENT_TYPES.filter(
                (type) => type === ALWAYS_SENT || values.filter(isContentType).includes(type),
              ),
            )
          }
          error={errors.content_types}
        >
          <Group gap="lg" mt="xs">
            {REPORT_CONTENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={ENGINE_CONTENT_TYPE_LABELS[type]}
                disabled={type === ALWAYS_SENT}
              />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={L.timeout}
            description={T.timeoutHelp}
            value={timeoutSeconds}
            onChange={setTimeoutSeconds}
            error={errors.timeout_ms}
            min={ENGINE_TIMEOUT_MS.min / 1000}
            max={ENGINE_TIMEOUT_MS.max / 1000}
            allowDecimal={false}
            allowNegative={false}
            rightSection={suffix(T.secondsSuffix)}
            rightSectionWidth={72}
            hideControls
          />
          <NumberInput
            label={L.retries}
            description={T.retriesHelp}
            value={retries}
            onChange={setRetries}
            error={errors.max_retries}
            min={ENGINE_MAX_RETRIES.min}
            max={ENGINE_MAX_RETRIES.max}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
        </SimpleGrid>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <PasswordInput
            label={L.apiKey}
            description={T.keyHelp}
            placeholder={settings.has_api_key ? T.keyStored : T.keyNone}
            value={apiKey}
            onChange={(event) => setApiKey(event.currentTarget.value)}
            error={errors.api_key}
            leftSection={<IconKey size={16} aria-hidden />}
            autoComplete="new-password"
            spellCheck={false}
            visibilityToggleButtonProps={{ 'aria-label': T.showKey }}
            style={{ flex: '1 1 320px' }}
          />
          {settings.has_api_key ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconKeyOff size={16} aria-hidden />}
              onClick={confirmRemoveKey}
              disabled={submitting}
            >
              {T.removeKey}
            </Button>
          ) : null}
        </Group>
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
