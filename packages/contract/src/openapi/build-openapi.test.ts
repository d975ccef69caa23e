import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '../endpoint';
import { ENDPOINTS_BY_NAME, PLANNED_ENDPOINTS_BY_NAME } from '../endpoints';
import { PLUGIN_HEADERS } from '../plugin/plugin-constants';
import { PLUGIN_ENDPOINTS } from '../plugin/plugin-endpoints';
import { buildOpenApiDocument, toOpenApiPath } from './build-openapi';
import {
  OPENAPI_METHODS,
  OPENAPI_TAGS,
  ZOpenApiDocumentSchema,
  type TOpenApiOperation,
} from './openapi-document';
import { PLUGIN_ENDPOINTS_BY_NAME } from './plugin-operations';

const document = buildOpenApiDocument({ sessionCookieName: 'vigil_session' });

function operations(): { path: string; method: string; operation: TOpenApiOperation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    OPENAPI_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method: method.toUpperCase(), operation }] : [];
    }),
  );
}

/** Every `$ref` value anywhere in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

/** Follows a local JSON pointer (`#/components/schemas/Error`) from the document's root. */
function resolve(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and survives a JSON round trip unchanged', () => {
    const text = JSON.stringify(document);
    const parsed: unknown = JSON.parse(text);
    expect(parsed).toEqual(document);
    expect(document.openapi).toBe('3.1.0');
    expect(ZOpenApiDocumentSchema.parse(parsed)).toEqual(document);
    expect(document.servers).toEqual([{ url: '/api', description: expect.any(String) }]);
  });

  it('has every console endpoint once, with its method, its path in {braces} and its name', () => {
    const all = operations();
    for (const [name, endpoint] of Object.entries(ENDPOINTS_BY_NAME)) {
      const found = all.filter((entry) => entry.operation.operationId === name);
      expect(found, name).toHaveLength(1);
      expect(found[0]?.method, name).toBe(endpoint.method);
      expect(found[0]?.path, name).toBe(toOpenApiPath(endpoint.path));
      expect(found[0]?.operation.tags, name).toEqual([OPENAPI_TAGS.console]);
    }
  });

  it('has every plugin endpoint once, under the Plugin API tag, signed with the three headers', () => {
    expect(new Set(Object.values(PLUGIN_ENDPOINTS_BY_NAME))).toEqual(new Set(PLUGIN_ENDPOINTS));
    const plugin = operations().filter((entry) =>
      entry.operation.tags.includes(OPENAPI_TAGS.plugin),
    );
    expect(plugin.map((entry) => `${entry.method} ${entry.path}`).sort()).toEqual(
      PLUGIN_ENDPOINTS.map(
        (endpoint) => `${endpoint.method} ${toOpenApiPath(endpoint.path)}`,
      ).sort(),
    );
    for (const { operation } of plugin) {
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({ name: PLUGIN_HEADERS.plugin, in: 'header', required: false }),
      );
      expect(operation.security).toEqual([
        { vigilKey: [], vigilTimestamp: [], vigilSignature: [] },
      ]);
    }
    const schemes = document.components.securitySchemes;
    expect([
      schemes.vigilKey?.name,
      schemes.vigilTimestamp?.name,
      schemes.vigilSignature?.name,
    ]).toEqual([PLUGIN_HEADERS.accessKey, PLUGIN_HEADERS.timestamp, PLUGIN_HEADERS.signature]);
  });

  it('takes each operation’s summary, success status and extra failures from its endpoint', () => {
    const all = operations();
    const named: Record<string, EndpointDefinition> = {
      ...PLUGIN_ENDPOINTS_BY_NAME,
      ...ENDPOINTS_BY_NAME,
    };
    for (const [name, endpoint] of Object.entries(named)) {
      const operation = all.find((entry) => entry.operation.operationId === name)?.operation;
      expect(operation?.summary, name).toBe(endpoint.summary);
      const statuses = Object.keys(operation?.responses ?? {});
      expect(
        statuses.filter((status) => status.startsWith('2')),
        name,
      ).toEqual([String(endpoint.status)]);
      for (const status of endpoint.errors ?? []) expect(statuses, name).toContain(String(status));
    }
    const create = all.find((entry) => entry.operation.operationId === 'createDomain');
    expect(create?.operation.responses['201']).toMatchObject({ description: 'Created' });
  });

  it('documents 423 where a forced break or a due two-factor set-up closes the call', () => {
    const statusesOf = (name: string) => {
      const found = operations().find((entry) => entry.operation.operationId === name);
      expect(found, name).toBeDefined();
      return Object.keys(found?.operation.responses ?? {});
    };
    // Timed moderation calls, and every session call the set-up itself does not need.
    expect(statusesOf('unpublishReport')).toContain('423');
    expect(statusesOf('listDomains')).toContain('423');
    // Open to a session that must set up two-factor first, and never timed.
    expect(statusesOf('confirmTwoFactor')).not.toContain('423');
    // Not a session call.
    expect(statusesOf('login')).not.toContain('423');
    expect(document.components.responses?.Error423).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('leaves out the planned endpoints, which no server answers yet', () => {
    const ids = new Set(operations().map((entry) => entry.operation.operationId));
    for (const [name, endpoint] of Object.entries(PLANNED_ENDPOINTS_BY_NAME)) {
      expect(ids.has(name), name).toBe(false);
      expect(document.paths[toOpenApiPath(endpoint.path)], name).toBeUndefined();
    }
  });

  it('counts exactly the contract’s endpoints, and no operation id twice', () => {
    const all = operations();
    expect(all).toHaveLength(Object.keys(ENDPOINTS_BY_NAME).length + PLUGIN_ENDPOINTS.length);
    const ids = all.map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares a parameter for every {placeholder} of a path, and no path keeps a colon', () => {
    for (const { path, operation } of operations()) {
      expect(path).not.toMatch(/:/);
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      expect(declared, path).toEqual(placeholders);
    }
  });

  it('resolves every $ref from the document root', () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolve(document, ref), ref).toBeDefined();
  });

  it('describes the session calls with the cookie and the tenant header, public calls with none', () => {
    const byId = (id: string) => operations().find((entry) => entry.operation.operationId === id);
    expect(byId('listDomainRules')?.operation.security).toEqual([
      { sessionCookie: [], tenantHeader: [] },
    ]);
    expect(byId('login')?.operation.security).toEqual([]);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      in: 'cookie',
      name: 'vigil_session',
    });
    expect(document.components.securitySchemes.tenantHeader).toMatchObject({
      in: 'header',
      name: 'X-Tenant-Id',
    });
  });

  it('converts request bodies as input and documents the plugin errors with the error shape', () => {
    const submit = operations().find((entry) => entry.operation.operationId === 'submitContent');
    expect(submit?.method).toBe('POST');
    expect(Object.keys(submit?.operation.responses ?? {})).toEqual([
      '202',
      '401',
      '403',
      '409',
      '413',
      '415',
      '422',
    ]);
    const body = submit?.operation.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(
      expect.arrayContaining(['cms_meta', 'username', 'content_type', 'content']),
    );
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['message'],
    });
    // A query default is optional to a caller (input), e.g. the reports list's sort.
    const reports = operations().find((entry) => entry.operation.operationId === 'listReports');
    const sort = reports?.operation.parameters?.find((parameter) => parameter.name === 'sort');
    expect(sort).toMatchObject({ in: 'query', required: false });
  });

  it('documents the signed callbacks as a webhook with both payloads', () => {
    const callback = document.webhooks?.pluginCallback?.post;
    expect(callback?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/PluginCallback',
    });
    expect(callback?.parameters?.map((parameter) => parameter.name)).toEqual([
      PLUGIN_HEADERS.accessKey,
      PLUGIN_HEADERS.timestamp,
      PLUGIN_HEADERS.signature,
    ]);
    expect(JSON.stringify(document.components.schemas.PluginCallback)).toContain('"unpublish"');
    expect(JSON.stringify(document.components.schemas.PluginCallback)).toContain('"decision"');
  });

  it('leaves out the safe-integer bounds every integer would otherwise carry', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
    expect(text).toContain('"type":"integer"');
  });

  it('is the same document every time (the server caches one)', () => {
    expect(buildOpenApiDocument({ sessionCookieName: 'vigil_session' })).toEqual(document);
  });
});
