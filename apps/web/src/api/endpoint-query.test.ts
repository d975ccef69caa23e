import { QueryClient } from '@tanstack/react-query';
import {
  getArtifactEndpoint,
  getDomainKeyEndpoint,
  getDomainStreamEndpoint,
  listDomainsEndpoint,
  listReportsEndpoint,
} from '@vigil/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query';

const KEY_OPTIONS = { params: { id: '7' } };
const NO_KEY = { access_key: null, updated_at: null };

describe('endpointQueryKey', () => {
  it('is method, path, params and query, and equal for equal inputs', () => {
    expect(endpointQueryKey(getDomainStreamEndpoint, KEY_OPTIONS)).toEqual([
      'GET',
      '/domains/:id/settings',
      { id: '7' },
      {},
    ]);
    expect(endpointQueryKey(getArtifactEndpoint, { query: { path: 'a/b.png' } })).toEqual(
      endpointQueryKey(getArtifactEndpoint, { query: { path: 'a/b.png' } }),
    );
    expect(endpointQueryKey(getArtifactEndpoint, { query: { path: 'a/b.png' } })).not.toEqual(
      endpointQueryKey(getArtifactEndpoint, { query: { path: 'c.png' } }),
    );
  });

  it('leaves out query values the URL leaves out', () => {
    expect(
      endpointQueryKey(listReportsEndpoint, { query: { status: undefined, limit: 10 } }),
    ).toEqual(endpointQueryKey(listReportsEndpoint, { query: { limit: 10 } }));
  });

  it('tells endpoints apart even where one path begins another', () => {
    expect(endpointQueryKey(listDomainsEndpoint)).not.toEqual(
      endpointQueryKey(getDomainStreamEndpoint),
    );
  });

  it('is the key endpointQueryOptions uses, and survives a JSON round trip', () => {
    const options = endpointQueryOptions(getDomainStreamEndpoint, {
      params: { id: '7' },
      errorHandling: 'log',
    });
    // How a failure is reported does not name the data.
    expect(options.queryKey).toEqual(endpointQueryKey(getDomainStreamEndpoint, KEY_OPTIONS));
    expect(JSON.parse(JSON.stringify(options.queryKey))).toEqual(options.queryKey);
  });
});

describe('invalidating by endpointQueryKey on a real QueryClient', () => {
  let client: QueryClient;

  beforeEach(() => {
    client = new QueryClient();
    client.setQueryData(endpointQueryKey(listDomainsEndpoint), { data: [] });
    const page = { data: [], next_cursor: null, poll_cursor: 'p' };
    client.setQueryData(endpointQueryKey(listReportsEndpoint, { query: { limit: 10 } }), page);
    client.setQueryData(
      endpointQueryKey(listReportsEndpoint, { query: { limit: 10, domain: 'a.test' } }),
      page,
    );
    for (const id of ['1', '2']) {
      client.setQueryData(endpointQueryKey(getDomainKeyEndpoint, { params: { id } }), NO_KEY);
    }
  });

  afterEach(() => client.clear());

  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);

  it('reaches every variant of the endpoint, and nothing else', async () => {
    await client.invalidateQueries({ queryKey: endpointQueryKey(listReportsEndpoint) });
    expect(invalidated()).toEqual([
      endpointQueryKey(listReportsEndpoint, { query: { limit: 10 } }),
      endpointQueryKey(listReportsEndpoint, { query: { limit: 10, domain: 'a.test' } }),
    ]);
  });

  it('with some params, reaches only the queries carrying them', async () => {
    await client.invalidateQueries({
      queryKey: endpointQueryKey(getDomainKeyEndpoint, { params: { id: '2' } }),
    });
    expect(invalidated()).toEqual([
      endpointQueryKey(getDomainKeyEndpoint, { params: { id: '2' } }),
    ]);
  });

  it('the list of domains is not a prefix of a domain’s own reads', async () => {
    await client.invalidateQueries({ queryKey: endpointQueryKey(listDomainsEndpoint) });
    expect(invalidated()).toEqual([endpointQueryKey(listDomainsEndpoint)]);
  });

  it('writes and reads the entry endpointQueryOptions fills', () => {
    const options = endpointQueryOptions(getDomainKeyEndpoint, { params: { id: '1' } });
    expect(client.getQueryData(options.queryKey)).toEqual(NO_KEY);
  });
});

describe('endpointQueryOptions query function', () => {
  const calls: string[] = [];

  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(
        new Response(JSON.stringify(NO_KEY), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is the API client for that endpoint and input', async () => {
    const client = new QueryClient();
    const reply = await client.fetchQuery(
      endpointQueryOptions(getDomainKeyEndpoint, { params: { id: 'x y' } }),
    );
    expect(reply).toEqual(NO_KEY);
    expect(calls).toEqual(['/api/domains/x%20y/key']);
  });
});
