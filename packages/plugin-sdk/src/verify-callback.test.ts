import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CallbackVerificationError } from './callback-verification-error';
import { createSeenSignatures } from './seen-signatures';
import { verifyCallback, type VerifyCallbackInput } from './verify-callback';

const SECRET = 'vs_callback-secret';
const ACCESS_KEY = 'vk_demo';
const PATH = '/vigil/callback';
const NOW = new Date('2026-11-21T09:00:00.000Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);

const unpublish = {
  event: 'unpublish',
  id: 'r1',
  scheme: 'https',
  domain: 'blog.demo.test',
  cms_meta: { id: 'comment-7', type: 'comment', url: 'https://blog.demo.test/posts/1' },
  reason: 'automatic',
  status: 'AUTO_UNPUBLISHED',
  sent_at: '2026-11-21T09:00:00Z',
};

/** Signs by hand, as the service does, so the check is not tested against itself. */
function signed(
  body: unknown,
  overrides: { timestamp?: string; secret?: string; path?: string } = {},
): VerifyCallbackInput {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = overrides.timestamp ?? String(NOW_SECONDS);
  const signature = createHmac('sha256', overrides.secret ?? SECRET)
    .update(`${timestamp}\nPOST\n${overrides.path ?? PATH}\n${rawBody}`)
    .digest('hex');
  return {
    method: 'POST',
    pathWithQuery: PATH,
    headers: {
      'x-vigil-key': ACCESS_KEY,
      'x-vigil-timestamp': timestamp,
      'x-vigil-signature': signature,
      'content-type': 'application/json',
    },
    rawBody,
    secretKey: SECRET,
    accessKey: ACCESS_KEY,
    now: () => NOW,
  };
}

function rejection(input: VerifyCallbackInput): CallbackVerificationError {
  try {
    verifyCallback(input);
  } catch (error) {
    if (error instanceof CallbackVerificationError) return error;
    throw error;
  }
  throw new Error('the callback was accepted');
}

const statement = {
  id: 's1',
  restriction: 'removed',
  decided_at: '2026-11-21T09:00:00Z',
  category: 'text-hate',
  ground: 'Hateful conduct',
  automated_detection: true,
  automated_decision: true,
  facts: 'Automated scanning scored the content 93 of 100 for Hate speech.',
  appeal: { item_id: 'r1', until: '2027-05-21T09:00:00Z' },
};

describe('verifyCallback and the statement of reasons (decision 0182)', () => {
  it('accepts and types an unpublish notice with a statement', () => {
    const callback = verifyCallback(signed({ ...unpublish, statement }));
    if (callback.event !== 'unpublish') throw new Error('not an unpublish notice');
    expect(callback.statement?.ground).toBe('Hateful conduct');
    expect(callback.statement?.appeal.until).toBe('2027-05-21T09:00:00Z');
  });

  it('still accepts a notice without one', () => {
    const callback = verifyCallback(signed(unpublish));
    expect(callback).not.toHaveProperty('statement');
  });

  it('refuses a statement of another shape as an invalid body', () => {
    const broken = { ...unpublish, statement: { ...statement, automated_decision: 'yes' } };
    expect(rejection(signed(broken)).reason).toBe('invalid-body');
  });
});

describe('verifyCallback and the appeal notices (decision 0185)', () => {
  const appeal = { id: 'a1', outcome: 'reversed', decided_at: '2026-11-21T09:00:00Z' };
  const common = {
    id: unpublish.id,
    scheme: unpublish.scheme,
    domain: unpublish.domain,
    cms_meta: unpublish.cms_meta,
    status: unpublish.status,
    sent_at: unpublish.sent_at,
  };

  it('accepts and types a republish notice', () => {
    const callback = verifyCallback(
      signed({ ...common, event: 'republish', status: 'MANUALLY_IGNORED', appeal }),
    );
    if (callback.event !== 'republish') throw new Error('not a republish notice');
    expect(callback.appeal).toEqual(appeal);
    expect(callback.status).toBe('MANUALLY_IGNORED');
  });

  it('accepts and types an upheld appeal notice', () => {
    const upheld = { ...appeal, outcome: 'upheld' };
    const callback = verifyCallback(signed({ ...common, event: 'appeal', appeal: upheld }));
    if (callback.event !== 'appeal') throw new Error('not an appeal notice');
    expect(callback.appeal.outcome).toBe('upheld');
  });

  it.each([
    ['a republish without its appeal', { ...common, event: 'republish' }],
    [
      'an appeal of an unknown outcome',
      { ...common, event: 'appeal', appeal: { ...appeal, outcome: 'maybe' } },
    ],
  ])('refuses %s as an invalid body', (_label, body) => {
    expect(rejection(signed(body)).reason).toBe('invalid-body');
  });
});

describe('verifyCallback', () => {
  it('returns the parsed callback when everything matches', () => {
    expect(verifyCallback(signed(unpublish))).toEqual(unpublish);
  });

  it('reads a fetch Headers object and a Buffer body too', () => {
    const input = signed({ ...unpublish, event: 'decision', reason: undefined, status: 'CLEAN' });
    const headers = new Headers();
    for (const [name, value] of Object.entries(input.headers)) headers.set(name, String(value));
    const parsed = verifyCallback({
      ...input,
      headers,
      rawBody: Buffer.from(String(input.rawBody)),
    });
    expect(parsed).toMatchObject({ event: 'decision', status: 'CLEAN' });
  });

  it('accepts a timestamp within five minutes either way', () => {
    for (const offset of [-300, 300]) {
      const input = signed(unpublish, { timestamp: String(NOW_SECONDS + offset) });
      expect(verifyCallback(input).id).toBe('r1');
    }
  });

  it.each(['x-vigil-key', 'x-vigil-timestamp', 'x-vigil-signature'])(
    'refuses a callback without %s',
    (name) => {
      const input = signed(unpublish);
      const headers = Object.fromEntries(
        Object.entries(input.headers).filter(([key]) => key !== name),
      );
      const error = rejection({ ...input, headers });
      expect(error.reason).toBe('missing-headers');
      expect(error.message).toBe(
        'Missing X-Vigil-Key, X-Vigil-Timestamp or X-Vigil-Signature header.',
      );
    },
  );

  it('refuses another access key', () => {
    const input = signed(unpublish);
    const error = rejection({ ...input, headers: { ...input.headers, 'x-vigil-key': 'vk_other' } });
    expect(error.reason).toBe('wrong-key');
  });

  it('refuses a timestamp that is not Unix seconds', () => {
    expect(rejection(signed(unpublish, { timestamp: '2026-11-21T09:00:00Z' })).reason).toBe(
      'bad-timestamp',
    );
  });

  it.each([-301, 301])('refuses a timestamp %i seconds off', (offset) => {
    const error = rejection(signed(unpublish, { timestamp: String(NOW_SECONDS + offset) }));
    expect(error.reason).toBe('stale-timestamp');
    expect(error.message).toBe('X-Vigil-Timestamp is more than 5 minutes from the server time.');
  });

  it('refuses a signature made with another secret', () => {
    const error = rejection(signed(unpublish, { secret: 'vs_wrong' }));
    expect(error.reason).toBe('bad-signature');
    expect(error.message).toBe('X-Vigil-Signature does not match the request.');
  });

  it('refuses a signature for another path', () => {
    expect(rejection(signed(unpublish, { path: '/elsewhere' })).reason).toBe('bad-signature');
  });

  it('refuses a body changed after signing', () => {
    const input = signed(unpublish);
    const tampered = String(input.rawBody).replace('comment-7', 'comment-8');
    expect(rejection({ ...input, rawBody: tampered }).reason).toBe('bad-signature');
  });

  it('refuses a signature that is not hex', () => {
    const input = signed(unpublish);
    const headers = { ...input.headers, 'x-vigil-signature': 'not-a-signature' };
    expect(rejection({ ...input, headers }).reason).toBe('bad-signature');
  });

  it('accepts a signature once when given a log of seen signatures', () => {
    const seenSignatures = createSeenSignatures(() => NOW);
    const input = { ...signed(unpublish), seenSignatures };
    expect(verifyCallback(input).id).toBe('r1');
    const error = rejection(input);
    expect(error.reason).toBe('replayed');
    expect(error.message).toBe('This signature has already been used.');
  });

  it('does not remember a refused signature', () => {
    const seenSignatures = new Set<string>();
    rejection({ ...signed(unpublish, { secret: 'vs_wrong' }), seenSignatures });
    expect(seenSignatures.size).toBe(0);
  });

  it.each([
    ['not JSON', '{"event":'],
    ['an unknown event', { ...unpublish, event: 'delete' }],
    ['an unpublish without a reason', { ...unpublish, reason: undefined }],
    ['no cms_meta', { ...unpublish, cms_meta: undefined }],
  ])('refuses a correctly signed body that is %s', (_label, body) => {
    const error = rejection(signed(body));
    expect(error.reason).toBe('invalid-body');
  });
});

describe('createSeenSignatures', () => {
  it('forgets a signature once it is older than twice the timestamp window', () => {
    let now = NOW;
    const seen = createSeenSignatures(() => now);
    seen.add('a');
    now = new Date(NOW.getTime() + 10 * 60 * 1000);
    expect(seen.has('a')).toBe(true);
    now = new Date(NOW.getTime() + 10 * 60 * 1000 + 1);
    expect(seen.has('a')).toBe(false);
  });
});
