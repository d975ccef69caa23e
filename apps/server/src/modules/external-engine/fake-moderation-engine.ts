import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake engine received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON, a string as is. */
  body?: unknown;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
}

export interface FakeModerationEngine {
  /** e.g. http://127.0.0.1:40123/v1/moderations */
  url: string;
  requests: ReceivedRequest[];
  /** Replies for the next requests, in order; after them, `fallback` answers. */
  queue: FakeReply[];
  fallback: (request: ReceivedRequest) => FakeReply;
  close(): Promise<void>;
}

/** OpenAI's answer shape for one input, with every category at 0 unless given. */
export function moderationResult(scores: Record<string, number>): object {
  const keys = [
    'sexual',
    'sexual/minors',
    'harassment',
    'harassment/threatening',
    'hate',
    'hate/threatening',
    'illicit',
    'illicit/violent',
    'self-harm',
    'self-harm/intent',
    'self-harm/instructions',
    'violence',
    'violence/graphic',
  ];
  const categoryScores = Object.fromEntries(keys.map((key) => [key, scores[key] ?? 0]));
  return {
    id: 'modr-test',
    model: 'omni-moderation-latest',
    results: [
      {
        flagged: Object.values(categoryScores).some((score) => score >= 0.5),
        categories: Object.fromEntries(keys.map((key) => [key, (scores[key] ?? 0) >= 0.5])),
        category_scores: categoryScores,
      },
    ],
  };
}

/**
 * A real HTTP server on 127.0.0.1 speaking the `/v1/moderations` shape, for tests of the
 * adapter: it records each request and answers from a queue, so a test can script a 500
 * followed by a success, a slow answer, a 429 and so on. Tests only; nothing else imports it.
 */
export async function startFakeModerationEngine(
  fallback: FakeModerationEngine['fallback'] = () => ({ body: moderationResult({}) }),
): Promise<FakeModerationEngine> {
  const engine: Omit<FakeModerationEngine, 'url' | 'close'> = { requests: [], queue: [], fallback };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text: the test sees what arrived.
      }
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      };
      engine.requests.push(received);
      const reply = engine.queue.shift() ?? engine.fallback(received);
      const send = () => {
        if (res.destroyed) return;
        const payload =
          typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...reply.headers,
        });
        res.end(payload);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(engine, {
    url: `http://127.0.0.1:${port}/v1/moderations`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
