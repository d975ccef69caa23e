/**
 * The demo blog (decisions 0080–0094, docs/decisions/0089): a small site with posts and comments on
 * node:http that connects to Vigil with a domain's keys, submits every post, comment and
 * attached image, and takes down what Vigil tells it to unpublish.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSeenSignatures, createVigilClient, VigilApiError } from '@vigil/plugin-sdk';
import { createBlogStore, type BlogItem, type BlogStore, type NewItem } from './blog-store';
import {
  REMOVED_POST_TEXT,
  APPEAL_TEXTS,
  renderAppeal,
  renderIndex,
  renderMessage,
  renderPost,
  type FormState,
} from './blog-pages';
import { CALLBACK_PATH, handleCallback } from './callback-endpoint';
import { createFeeder, type Feeder } from './feeder';
import { BodyTooLargeError, readBody } from './read-body';
import { loadSamples, type Samples } from './samples';
import { createVigilSync } from './vigil-sync';

export interface DemoSiteOptions {
  /** 0: any free port. */
  port: number;
  /** Unset: every interface, IPv4 and IPv6 (callbacks come to `localhost`). */
  host?: string;
  vigilUrl: string;
  accessKey: string;
  secretKey: string;
  /** The domain of the key, e.g. blog.demo.test. */
  domain: string;
  /** Unset: the blog lives in memory only. */
  dataDir?: string;
  /** Post sample content every `intervalMs` (default 4 s); off unless asked. */
  feed?: boolean | { intervalMs?: number };
  samplesDir?: string;
  /** How often unacknowledged submissions are sent again (default 5 s). */
  retryIntervalMs?: number;
  log?: (message: string) => void;
  fetch?: typeof fetch;
  now?: () => Date;
}

export interface DemoSite {
  url: string;
  port: number;
  callbackUrl: string;
  /** Resolves once Vigil accepted the connection. */
  connected: Promise<void>;
  /** Newest first, removed ones included. */
  posts(): BlogItem[];
  comments(postId: string): BlogItem[];
  item(id: string): BlogItem | undefined;
  /** Publishes and submits; resolves after the first submission attempt of each part. */
  addPost(fields: NewItem & { title: string }): Promise<BlogItem>;
  addComment(postId: string, fields: NewItem): Promise<BlogItem>;
  /** Sends the item's parts again exactly as first submitted; returns the ids Vigil answers. */
  resubmit(id: string): Promise<string[]>;
  close(): Promise<void>;
}

const FORM_LIMIT_BYTES = 64 * 1024;
const CALLBACK_LIMIT_BYTES = 1024 * 1024;
const DEFAULT_FEED_INTERVAL_MS = 4_000;
const STARTER_POSTS = 3;

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
} as const;

function send(
  response: ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/html; charset=utf-8',
): void {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': type,
    'cache-control': 'no-store',
  });
  response.end(body);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

function formFields(body: string): FormState['values'] {
  const form = new URLSearchParams(body);
  const field = (name: string) => form.get(name)?.trim() ?? '';
  return { author: field('author'), title: field('title'), body: field('body') };
}

export async function createDemoSite(options: DemoSiteOptions): Promise<DemoSite> {
  const log = options.log ?? ((message: string) => console.log(`[demo-site] ${message}`));
  const now = options.now ?? (() => new Date());
  const store: BlogStore = createBlogStore({
    ...(options.dataDir ? { file: path.join(options.dataDir, 'blog.json') } : {}),
    now,
  });
  const samples: Samples = loadSamples(options.samplesDir);
  const seenSignatures = createSeenSignatures(now);
  const client = createVigilClient({
    baseUrl: options.vigilUrl,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    now,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const server = http.createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        send(response, 413, renderMessage('Too large', error.message));
        return;
      }
      log(`error on ${request.method} ${request.url}: ${(error as Error).message}`);
      if (!response.headersSent)
        send(response, 500, renderMessage('Error', 'Something went wrong.'));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  const callbackUrl = `${url}${CALLBACK_PATH}`;

  const sync = createVigilSync({
    client,
    store,
    domain: options.domain,
    siteUrl: url,
    callbackUrl,
    retryIntervalMs: options.retryIntervalMs ?? 5_000,
    log,
  });

  async function publish(item: BlogItem): Promise<BlogItem> {
    await sync.submit(item);
    return item;
  }
  const addPost = (fields: NewItem & { title: string }) => publish(store.addPost(fields));
  const addComment = (postId: string, fields: NewItem) => publish(store.addComment(postId, fields));

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathWithQuery = request.url ?? '/';
    const { pathname } = new URL(pathWithQuery, 'http://demo.invalid');
    const method = request.method ?? 'GET';
    if (pathname === CALLBACK_PATH) {
      if (method !== 'POST') return send(response, 405, renderMessage('Not allowed', 'POST only.'));
      const rawBody = await readBody(request, CALLBACK_LIMIT_BYTES);
      const answer = handleCallback(
        { method, pathWithQuery, headers: request.headers, rawBody },
        {
          store,
          secretKey: options.secretKey,
          accessKey: options.accessKey,
          seenSignatures,
          now,
          log,
        },
      );
      return send(response, answer.status, JSON.stringify(answer.body), 'application/json');
    }
    if (pathname === '/' && method === 'GET') {
      return send(
        response,
        200,
        renderIndex(store.posts(), (id) => visibleComments(id).length),
      );
    }
    if (pathname === '/posts' && method === 'POST') {
      const values = formFields(await readBody(request, FORM_LIMIT_BYTES));
      if (!values.author || !values.title || !values.body) {
        const error = 'Please fill in your name, a title and the text.';
        return send(
          response,
          422,
          renderIndex(store.posts(), (id) => visibleComments(id).length, { values, error }),
        );
      }
      const post = store.addPost({ author: values.author, title: values.title, body: values.body });
      void publish(post);
      return redirect(response, `/posts/${post.id}`);
    }
    const postMatch = /^\/posts\/([\w-]+)(\/comments)?$/.exec(pathname);
    if (postMatch?.[1]) {
      const post = store.get(postMatch[1]);
      if (post?.kind !== 'post')
        return send(response, 404, renderMessage('Not found', 'There is no such post.'));
      if (post.removed) return send(response, 410, renderMessage('Removed', REMOVED_POST_TEXT));
      if (!postMatch[2] && method === 'GET') {
        return send(response, 200, renderPost(post, store.commentsOf(post.id)));
      }
      if (postMatch[2] && method === 'POST') {
        const values = formFields(await readBody(request, FORM_LIMIT_BYTES));
        if (!values.author || !values.body) {
          const error = 'Please fill in your name and a comment.';
          return send(
            response,
            422,
            renderPost(post, store.commentsOf(post.id), { values, error }),
          );
        }
        const comment = store.addComment(post.id, { author: values.author, body: values.body });
        void publish(comment);
        return redirect(response, `/posts/${post.id}#${comment.id}`);
      }
      return send(
        response,
        405,
        renderMessage('Not allowed', 'This address does not take that method.'),
      );
    }
    // Where a removed item's statement sends its author (decision 0185): the appeal form,
    // passed on to Vigil with the SDK.
    const appealMatch = /^\/appeal\/([^/]+)$/.exec(pathname);
    if (appealMatch?.[1]) {
      const vigilId = decodeURIComponent(appealMatch[1]);
      const found = store.findByVigilId(vigilId);
      const item = found?.item;
      if (!found || !item?.removed || item.removed.byCmsId !== found.part.cmsId) {
        return send(response, 404, renderMessage(APPEAL_TEXTS.pageTitle, APPEAL_TEXTS.nothing));
      }
      if (item.removed.appeal) return redirect(response, `/posts/${item.postId}#${item.id}`);
      if (method === 'GET') return send(response, 200, renderAppeal(item, vigilId));
      if (method !== 'POST') {
        return send(response, 405, renderMessage('Not allowed', 'GET or POST only.'));
      }
      const text = new URLSearchParams(await readBody(request, FORM_LIMIT_BYTES)).get('text');
      const trimmed = text?.trim() ?? '';
      if (trimmed === '') {
        return send(response, 422, renderAppeal(item, vigilId, { error: APPEAL_TEXTS.empty }));
      }
      try {
        await client.appeal(vigilId, trimmed);
      } catch (error) {
        if (!(error instanceof VigilApiError)) throw error;
        log(`appeal of ${vigilId} refused: ${error.status} ${error.message}`);
        // Vigil's own words: why it was refused (already appealed, too late, …).
        const status = error.status >= 400 && error.status < 500 ? error.status : 502;
        return send(
          response,
          status,
          renderAppeal(item, vigilId, { text: trimmed, error: error.message }),
        );
      }
      item.removed.appeal = { status: 'sent', at: now().toISOString() };
      store.changed();
      log(`appeal of ${vigilId} sent`);
      return redirect(response, `/posts/${item.postId}#${item.id}`);
    }
    const imageMatch = /^\/images\/([\w-]+)$/.exec(pathname);
    if (imageMatch?.[1] && method === 'GET') {
      const item = store.get(imageMatch[1]);
      const post = item && store.get(item.postId);
      // An image goes with its item, and a comment with its post.
      if (!item?.image || item.removed || post?.removed) {
        return send(response, 404, renderMessage('Not found', 'There is no such image.'));
      }
      return send(response, 200, Buffer.from(item.image.base64, 'base64'), item.image.mime);
    }
    return send(response, 404, renderMessage('Not found', 'There is nothing at this address.'));
  }

  const visibleComments = (postId: string) =>
    store.commentsOf(postId).filter((comment) => !comment.removed);

  sync.start();
  if (store.posts().length === 0) {
    for (const sample of samples.posts.slice(0, STARTER_POSTS)) void addPost(sample);
  }

  let feeder: Feeder | undefined;
  if (options.feed) {
    const intervalMs =
      (typeof options.feed === 'object' ? options.feed.intervalMs : undefined) ??
      DEFAULT_FEED_INTERVAL_MS;
    feeder = createFeeder({
      target: { posts: store.posts, addPost, addComment },
      samples,
      intervalMs,
      log,
    });
    void sync.connected.then(() => feeder?.start());
  }

  return {
    url,
    port,
    callbackUrl,
    connected: sync.connected,
    posts: store.posts,
    comments: store.commentsOf,
    item: store.get,
    addPost,
    addComment,
    async resubmit(id) {
      const item = store.get(id);
      if (!item) throw new Error(`No item ${id}`);
      const ids: string[] = [];
      for (const part of item.parts)
        ids.push(String((await client.submit(sync.requestFor(item, part))).id));
      return ids;
    },
    async close() {
      feeder?.stop();
      sync.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
