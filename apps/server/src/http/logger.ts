import pino, { type DestinationStream, type Logger } from 'pino';

// Query parameters that may carry a credential are blanked before a URL is logged.
const SENSITIVE_QUERY = /token|code|secret|password|key|signature|email/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) {
    if (SENSITIVE_QUERY.test(name)) params.set(name, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export interface LoggerOptions {
  level: string;
  destination?: DestinationStream;
}

/**
 * JSON logs with request method, redacted URL and status; never headers or bodies, which may
 * hold cookies, passwords, codes or keys.
 */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      base: undefined,
      serializers: {
        req: (request: { method?: string; url?: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url ?? ''),
          remoteAddress: request.ip,
        }),
        res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
      },
      redact: {
        paths: ['req.headers', 'res.headers', '*.password', '*.token', '*.secret'],
        censor: '[redacted]',
      },
    },
    options.destination,
  );
}
