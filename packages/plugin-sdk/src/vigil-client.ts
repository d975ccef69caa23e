import {
  API_PREFIX,
  buildPath,
  fileAppealEndpoint,
  getContentStatusEndpoint,
  pluginConnectEndpoint,
  submitContentEndpoint,
  unixSeconds,
  ZContentStatusResponseSchema,
  ZErrorResponseSchema,
  ZFileAppealResponseSchema,
  ZPluginConnectResponseSchema,
  ZSubmitContentResponseSchema,
  type TContentStatusResponse,
  type TFileAppealResponse,
  type TPluginConnectRequest,
  type TPluginConnectResponse,
  type TSubmitContentRequest,
  type TSubmitContentResponse,
} from '@vigil/contract';
import type { z } from 'zod';
import { signatureHeaders } from './sign-request';
import { VigilApiError } from './vigil-api-error';

export interface VigilClientOptions {
  /** Where the service answers, e.g. `https://vigil.example.com` (a path prefix is kept). */
  baseUrl: string;
  /** The domain's API key pair (Domains › API key in the console). */
  accessKey: string;
  secretKey: string;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The clock the X-Vigil-Timestamp is read from. */
  now?: () => Date;
  /** A request without an answer after this long fails with status 0 (default 30 s). */
  timeoutMs?: number;
}

export interface VigilClient {
  /** Registers the plugin and its callback URL; call it on start and after a key change. */
  connect(body: TPluginConnectRequest): Promise<TPluginConnectResponse>;
  /** Submits one item; the answer (202) means it is stored and will be scanned. */
  submit(body: TSubmitContentRequest): Promise<TSubmitContentResponse>;
  /** The item's current status and category scores, for plugins that poll. */
  status(id: string): Promise<TContentStatusResponse>;
  /**
   * Passes on the author's appeal of an unpublished item (201). Refused with 409 when the item
   * is not unpublished, its decision was appealed already, or the appeal window has passed;
   * the VigilApiError's message says which, in words to show the author.
   */
  appeal(id: string, text: string): Promise<TFileAppealResponse>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** A signed client of the plugin API; every call throws VigilApiError when refused. */
export function createVigilClient(options: VigilClientOptions): VigilClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST',
    endpointPath: string,
    body: unknown,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const pathWithQuery = `${basePath}${API_PREFIX}${endpointPath}`;
    const rawBody = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...signatureHeaders(options.accessKey, {
        secretKey: options.secretKey,
        timestamp: unixSeconds(now()),
        method,
        pathWithQuery,
        rawBody,
      }),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await doFetch(new URL(pathWithQuery, base.origin), {
        method,
        headers,
        body: body === undefined ? undefined : rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new VigilApiError(0, `Vigil could not be reached: ${reason}`, undefined, {
        cause: error,
      });
    }
    const json = parseJson(text);
    if (!response.ok) {
      const failure = ZErrorResponseSchema.safeParse(json);
      if (failure.success) {
        throw new VigilApiError(response.status, failure.data.message, failure.data.errors);
      }
      throw new VigilApiError(response.status, `Vigil answered HTTP ${response.status}.`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new VigilApiError(0, `Vigil answered HTTP ${response.status} with an unexpected body.`);
    }
    return parsed.data;
  }

  return {
    connect: (body) => call('POST', pluginConnectEndpoint.path, body, ZPluginConnectResponseSchema),
    submit: (body) => call('POST', submitContentEndpoint.path, body, ZSubmitContentResponseSchema),
    status: (id) =>
      call(
        'GET',
        buildPath(getContentStatusEndpoint.path, { id }),
        undefined,
        ZContentStatusResponseSchema,
      ),
    appeal: (id, text) =>
      call('POST', buildPath(fileAppealEndpoint.path, { id }), { text }, ZFileAppealResponseSchema),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
