import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLUGIN_HEADERS } from '@vigil/contract';

export interface ReceivedCallback {
  path: string;
  accessKey: string;
  timestamp: string;
  body: string;
  /** Whether the signature matched the secret the receiver held at the time. */
  signatureValid: boolean;
}

/**
 * A plugin's callback endpoint on a real local HTTP server: it checks each signature the way a
 * plugin must (HMAC-SHA256 over timestamp, method, path with query and raw body, with the
 * domain's secret key), records what came, and answers the status the test sets. It can go
 * down and come back on the same port.
 */
export interface CallbackReceiver {
  readonly port: number;
  url(path: string): string;
  received: ReceivedCallback[];
  secretKey: string;
  /** Status to answer; a signature that does not match is always answered 401. */
  status: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

function header(request: http.IncomingMessage, name: string): string {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
}

export async function startCallbackReceiver(secretKey: string): Promise<CallbackReceiver> {
  let server: http.Server | undefined;
  let port = 0;
  const receiver: CallbackReceiver = {
    get port() {
      return port;
    },
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received: [],
    secretKey,
    status: 200,
    async stop() {
      const current = server;
      server = undefined;
      if (current) {
        current.closeAllConnections();
        await new Promise<void>((resolve) => current.close(() => resolve()));
      }
    },
    async start() {
      server = http.createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const timestamp = header(request, PLUGIN_HEADERS.timestamp);
          const path = request.url ?? '';
          const expected = createHmac('sha256', receiver.secretKey)
            .update(`${timestamp}\n${request.method ?? ''}\n${path}\n${body}`)
            .digest();
          const given = Buffer.from(header(request, PLUGIN_HEADERS.signature), 'hex');
          const signatureValid =
            given.length === expected.length && timingSafeEqual(given, expected);
          receiver.received.push({
            path,
            accessKey: header(request, PLUGIN_HEADERS.accessKey),
            timestamp,
            body,
            signatureValid,
          });
          // No keep-alive: a receiver that goes down leaves no pooled connection behind.
          response.writeHead(signatureValid ? receiver.status : 401, {
            location: '/elsewhere',
            connection: 'close',
          });
          response.end('{"ok":true}');
        });
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      port = (listening.address() as AddressInfo).port;
    },
  };
  await receiver.start();
  return receiver;
}
