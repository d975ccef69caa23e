/**
 * The plugin API's operations by name (operation ids of the OpenAPI document). PLUGIN_ENDPOINTS
 * lists them without names; the test checks both lists hold the same endpoints.
 */
import type { EndpointDefinition } from '../endpoint';
import {
  getContentStatusEndpoint,
  pluginConnectEndpoint,
  submitContentEndpoint,
} from '../plugin/plugin-endpoints';
import { fileAppealEndpoint } from '../appeals/file-appeal';

export const PLUGIN_ENDPOINTS_BY_NAME = {
  connectPlugin: pluginConnectEndpoint,
  submitContent: submitContentEndpoint,
  getContentStatus: getContentStatusEndpoint,
  fileAppeal: fileAppealEndpoint,
} as const satisfies Readonly<Record<string, EndpointDefinition>>;

export type PluginEndpointName = keyof typeof PLUGIN_ENDPOINTS_BY_NAME;
