/**
 * Keeps Vigil informed: connects on start (retrying until the service answers) and submits
 * every part of every item until Vigil acknowledges it. A refused submission that can succeed
 * later (service down, restarting, keys being fixed) stays queued and is retried.
 */
import {
  PLUGIN_MESSAGES,
  VigilApiError,
  type TSubmitContentRequest,
  type VigilClient,
} from '@vigil/plugin-sdk';
import type { BlogItem, BlogStore, SubmissionPart } from './blog-store';

export const DEMO_SITE_CMS = { cms_name: 'Vigil demo blog', cms_version: '1.0.0' } as const;
export const DEMO_SITE_PLUGIN_VERSION = '0.1.0';

export interface VigilSyncOptions {
  client: VigilClient;
  store: BlogStore;
  /** The domain the content is published on (the key's domain). */
  domain: string;
  /** Where the blog answers, for cms_meta.url. */
  siteUrl: string;
  callbackUrl: string;
  retryIntervalMs: number;
  log: (message: string) => void;
}

export interface VigilSync {
  /** Resolves once Vigil accepted the connection. */
  connected: Promise<void>;
  start(): void;
  /** Submits the item's parts not yet acknowledged; failures stay queued for the retry loop. */
  submit(item: BlogItem): Promise<void>;
  /** The request the part is submitted with (a re-submission sends exactly this again). */
  requestFor(item: BlogItem, part: SubmissionPart): TSubmitContentRequest;
  stop(): void;
}

const MAX_CONNECT_DELAY_MS = 5_000;

/** Statuses after which the same request may succeed later. */
function retryable(error: unknown): boolean {
  if (!(error instanceof VigilApiError)) return true;
  const { status } = error;
  return (
    status === 0 ||
    status === 401 ||
    status === 403 ||
    status === 409 ||
    status === 429 ||
    status >= 500
  );
}

export function createVigilSync(options: VigilSyncOptions): VigilSync {
  const { client, store, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastError = '';
  // A part being sent: whoever else asks for it (the retry loop, a caller) waits for that send.
  const inFlight = new Map<string, Promise<void>>();
  let markConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });
  let connecting: Promise<void> | undefined;

  const logOnce = (message: string) => {
    if (message === lastError) return;
    lastError = message;
    log(message);
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wait = setTimeout(resolve, ms);
      wait.unref();
    });

  async function connectUntilAnswered(): Promise<void> {
    for (let attempt = 0; !stopped; attempt += 1) {
      try {
        await client.connect({
          ...DEMO_SITE_CMS,
          plugin_version: DEMO_SITE_PLUGIN_VERSION,
          callback_url: options.callbackUrl,
        });
        log(`connected to Vigil as ${options.domain}; callbacks to ${options.callbackUrl}`);
        lastError = '';
        markConnected();
        return;
      } catch (error) {
        logOnce(`waiting for Vigil: ${(error as Error).message}`);
        await sleep(Math.min(250 * 2 ** attempt, MAX_CONNECT_DELAY_MS));
      }
    }
  }

  const reconnect = () => {
    connecting ??= connectUntilAnswered().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  function requestFor(item: BlogItem, part: SubmissionPart): TSubmitContentRequest {
    const anchor = item.kind === 'comment' ? `#${item.id}` : '';
    const text = item.title ? `${item.title}\n\n${item.body}` : item.body;
    const content =
      part.kind === 'image' && item.image
        ? `data:${item.image.mime};base64,${item.image.base64}`
        : text;
    return {
      cms_meta: {
        id: part.cmsId,
        type: item.kind,
        url: `${options.siteUrl}/posts/${item.postId}${anchor}`,
      },
      username: item.author,
      content_type: part.kind,
      content,
      scheme: 'http',
      domain: options.domain,
    };
  }

  function submitPart(item: BlogItem, part: SubmissionPart): Promise<void> {
    if (part.vigilId || part.error) return Promise.resolve();
    let sending = inFlight.get(part.cmsId);
    if (!sending) {
      sending = sendPart(item, part).finally(() => inFlight.delete(part.cmsId));
      inFlight.set(part.cmsId, sending);
    }
    return sending;
  }

  async function sendPart(item: BlogItem, part: SubmissionPart): Promise<void> {
    try {
      const { id } = await client.submit(requestFor(item, part));
      part.vigilId = String(id);
      part.status ??= 'PENDING';
      store.changed();
    } catch (error) {
      if (retryable(error)) {
        logOnce(`Vigil did not take ${part.cmsId} yet (${(error as Error).message}); retrying`);
        if (error instanceof VigilApiError && error.message === PLUGIN_MESSAGES.notConnected) {
          void reconnect();
        }
        return;
      }
      part.error = (error as Error).message;
      store.changed();
      log(`Vigil refused ${part.cmsId}: ${part.error}`);
    }
  }

  async function submit(item: BlogItem): Promise<void> {
    await connected;
    for (const part of item.parts) await submitPart(item, part);
  }

  async function retryPending(): Promise<void> {
    for (const item of store.all()) {
      if (stopped) return;
      await submit(item);
    }
  }

  return {
    connected,
    start() {
      void reconnect().then(retryPending);
      timer = setInterval(() => void retryPending(), options.retryIntervalMs);
      timer.unref();
    },
    submit,
    requestFor,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}
