/**
 * For the heavy tests that run several Vigil instances on one database: a new domain of the
 * demo tenant made through the first instance, its key read through the second (so the
 * session is shown to cross), and a plugin client for each instance, connected once.
 */
import { expect } from 'vitest';
import { createVigilClient, type VigilClient } from '@vigil/plugin-sdk';
import { consoleAt, type ConsoleSession } from './console-session';

export async function pluginsOnInstances(
  admin: ConsoleSession,
  urls: readonly [() => string, () => string],
  domainName: string,
  label: string,
): Promise<VigilClient[]> {
  const domain = await admin.post('/domains', { name: domainName, description: label });
  expect(domain.status, JSON.stringify(domain.body)).toBe(201);
  const domainId = String((domain.body as { data: { id: string | number } }).data.id);
  const key = (await consoleAt(urls[1], admin.headers).post(`/domains/${domainId}/key`)).body as {
    access_key: string;
    secret_key: string;
  };
  const plugins = urls.map((url) =>
    createVigilClient({
      baseUrl: url(),
      accessKey: key.access_key,
      secretKey: key.secret_key,
    }),
  );
  await plugins[0]?.connect({
    cms_name: label,
    cms_version: '1',
    plugin_version: '1',
    callback_url: 'http://127.0.0.1:9/vigil-callback',
  });
  return plugins;
}
