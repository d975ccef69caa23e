/**
 * A real HTTP server on 127.0.0.1 speaking the two calls of Stripe's API the billing portal
 * makes (POST /v1/customers, POST /v1/billing_portal/sessions): form-encoded bodies, a Bearer
 * secret key, JSON replies shaped like Stripe's, and idempotency keys honoured as Stripe does.
 * The server's `stripe` client is pointed at it with STRIPE_API_BASE.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface StripeFailure {
  status: number;
  type: string;
  message: string;
}

export interface FakeStripe {
  apiBase: string;
  requests: RecordedStripeRequest[];
  customers: Array<{
    id: string;
    name: string;
    email: string | null;
    metadata: Record<string, string>;
  }>;
  /** The next calls to this path fail with this error (until cleared with undefined). */
  failPath(path: string, failure: StripeFailure | undefined): void;
  close(): Promise<void>;
}

const CREATED = 1_795_000_000;

function stripeError(res: http.ServerResponse, failure: StripeFailure): void {
  res.writeHead(failure.status, {
    'content-type': 'application/json',
    'request-id': 'req_fake',
    // Keeps the client from retrying, so a failing test fails fast.
    'stripe-should-retry': 'false',
  });
  res.end(JSON.stringify({ error: { type: failure.type, message: failure.message } }));
}

export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const customers: FakeStripe['customers'] = [];
  const failures = new Map<string, StripeFailure>();
  const idempotent = new Map<string, string>();
  let sessionCount = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const idempotencyKey = req.headers['idempotency-key'];
      const recorded: RecordedStripeRequest = {
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        contentType: req.headers['content-type'],
        form,
      };
      requests.push(recorded);

      if (recorded.authorization !== `Bearer ${secretKey}`) {
        // Real Stripe masks the key in this text; echoing it whole proves Vigil never logs it.
        return stripeError(res, {
          status: 401,
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${recorded.authorization ?? ''}`,
        });
      }
      const failure = failures.get(path);
      if (failure) return stripeError(res, failure);
      const reply = (body: object) => {
        const text = JSON.stringify(body);
        if (recorded.idempotencyKey) idempotent.set(recorded.idempotencyKey, text);
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(text);
      };
      const replayed = recorded.idempotencyKey
        ? idempotent.get(recorded.idempotencyKey)
        : undefined;
      if (replayed) {
        res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(replayed);
      }

      if (req.method === 'POST' && path === '/v1/customers') {
        const metadata: Record<string, string> = {};
        for (const [key, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const customer = {
          id: `cus_fake${customers.length + 1}`,
          name: form.name ?? '',
          email: form.email ?? null,
          metadata,
        };
        customers.push(customer);
        return reply({ object: 'customer', created: CREATED, livemode: false, ...customer });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        if (!form.customer || !customers.some((customer) => customer.id === form.customer)) {
          return stripeError(res, {
            status: 400,
            type: 'invalid_request_error',
            message: `No such customer: '${form.customer ?? ''}'`,
          });
        }
        sessionCount += 1;
        return reply({
          id: `bps_fake${sessionCount}`,
          object: 'billing_portal.session',
          configuration: 'bpc_fake',
          created: CREATED,
          customer: form.customer,
          livemode: false,
          locale: null,
          on_behalf_of: null,
          return_url: form.return_url ?? null,
          url: `https://billing.stripe.test/p/session/test_${sessionCount}`,
        });
      }
      return stripeError(res, {
        status: 404,
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method ?? ''}: ${path}).`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    customers,
    failPath(path, failure) {
      if (failure) failures.set(path, failure);
      else failures.delete(path);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
