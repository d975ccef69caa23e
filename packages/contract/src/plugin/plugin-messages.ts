/**
 * The plugin API's error texts. A plugin developer reads them in their logs, so each names the
 * exact problem (decisions 0080–0094: "401 with a clear reason").
 */
export const PLUGIN_MESSAGES = {
  missingHeaders: 'Missing X-Vigil-Key, X-Vigil-Timestamp or X-Vigil-Signature header.',
  unknownKey: 'Unknown access key.',
  badTimestamp: 'X-Vigil-Timestamp must be Unix seconds.',
  staleTimestamp: 'X-Vigil-Timestamp is more than 5 minutes from the server time.',
  badSignature: 'X-Vigil-Signature does not match the request.',
  replayed: 'This signature has already been used.',
  domainDisabled: 'The domain is disabled.',
  wrongDomain: 'The domain does not match the access key.',
  /** Decision 0124: the same host-name rule as a domain added in the console. */
  invalidDomain: 'The domain is not a valid host name.',
  notConnected: 'Connect the plugin (POST /api/plugin/v1/connect) before submitting content.',
  contentNotFound: 'Content not found.',
  textTooLarge: 'Text content is larger than 256 KB.',
  mediaTooLarge: 'Media content is larger than 25 MB.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported media type.',
  notBase64: 'Media content must be base64, a data URI, or an http(s) URL.',
  connected: 'Plugin connected.',
  /** 422: the callback URL's host is an address this server does not call (VIGIL_EGRESS). */
  callbackAddressNotAllowed:
    'The callback URL points to an address this server does not send requests to.',
  invalidJson: 'The request body is not valid JSON.',
  jsonOnly: 'Send the request body as application/json.',
} as const;
