import type { FastifyInstance } from 'fastify';
import {
  fileAppealEndpoint,
  getContentStatusEndpoint,
  PLUGIN_ENDPOINTS,
  pluginConnectEndpoint,
  submitContentEndpoint,
} from '@vigil/contract';
import type { AppContext } from '../../context';
import { listEndpoint, registerEndpoint } from '../../http/register-endpoint';
import { getContentStatus } from './content-status';
import { fileAppeal } from './file-appeal';
import { installPluginBodyParser } from './plugin-body';
import { connectPlugin } from './plugin-connect';
import { submitContent } from './submit-content';

/**
 * The plugin API (/api/plugin/v1): connect, submit content, content status, appeals. Mounted on its
 * own encapsulated instance, whose body parser keeps the raw text the signature covers and
 * allows media-sized bodies; the console's routes keep their own parser and limit. No session,
 * cookie or tenant header is read here: the signature is the only credential.
 */
export function registerPluginApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Listed now: the child instance below is only built when Fastify loads its plugins.
  for (const endpoint of PLUGIN_ENDPOINTS) listEndpoint(app, endpoint);
  const listed = { list: false };

  void app.register((instance, _options, done) => {
    installPluginBodyParser(instance);

    registerEndpoint(
      instance,
      ctx,
      pluginConnectEndpoint,
      async ({ auth, body }) => connectPlugin(ctx, auth, body),
      listed,
    );

    registerEndpoint(
      instance,
      ctx,
      submitContentEndpoint,
      async ({ auth, body }) => submitContent(ctx, auth, body),
      listed,
    );

    registerEndpoint(
      instance,
      ctx,
      getContentStatusEndpoint,
      async ({ auth, params }) => getContentStatus(ctx, auth, params.id),
      listed,
    );

    registerEndpoint(
      instance,
      ctx,
      fileAppealEndpoint,
      async ({ auth, params, body }) => fileAppeal(ctx, auth, params.id, body),
      listed,
    );
    done();
  });
}
