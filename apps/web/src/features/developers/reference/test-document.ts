import type { TOpenApiDocument } from '@vigil/contract';

/** A small document in the server's shape: one call of each API and the callback webhook. */
export const TEST_DOCUMENT: TOpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Vigil API', version: '1' },
  servers: [{ url: '/api' }],
  tags: [
    { name: 'Plugin API', description: 'Called by CMS plugins with a domain’s keys.' },
    { name: 'Console API', description: 'What the Vigil console calls.' },
  ],
  paths: {
    '/plugin/v1/content': {
      post: {
        operationId: 'submitContent',
        summary: 'Submit one item of content for moderation',
        tags: ['Plugin API'],
        security: [{ vigilKey: [], vigilTimestamp: [], vigilSignature: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { username: { type: 'string', minLength: 1 } },
                required: ['username'],
              },
            },
          },
        },
        responses: {
          '202': {
            description: 'Accepted: the item is stored and will be scanned.',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { id: { type: 'string' } } },
              },
            },
          },
          '413': { $ref: '#/components/responses/Error413' },
        },
      },
    },
    '/domains/{id}/rules/{ruleId}': {
      delete: {
        operationId: 'deleteDomainRule',
        summary: 'Delete a domain rule',
        description: 'Roles: Administrator.',
        tags: ['Console API'],
        security: [{ sessionCookie: [], tenantHeader: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'ruleId', in: 'path', required: true, schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { message: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
  },
  webhooks: {
    pluginCallback: {
      post: {
        operationId: 'pluginCallback',
        summary: 'Signed callback to the plugin’s callback URL',
        tags: ['Plugin API'],
        responses: { '2XX': { description: 'The plugin handled the callback.' } },
      },
    },
  },
  components: {
    schemas: { Error: { type: 'object', required: ['message'] } },
    responses: { Error413: { description: 'The body or content is larger than allowed.' } },
    securitySchemes: {
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'vigil_session' },
      tenantHeader: { type: 'apiKey', in: 'header', name: 'X-Tenant-Id' },
      vigilKey: { type: 'apiKey', in: 'header', name: 'X-Vigil-Key' },
      vigilTimestamp: { type: 'apiKey', in: 'header', name: 'X-Vigil-Timestamp' },
      vigilSignature: { type: 'apiKey', in: 'header', name: 'X-Vigil-Signature' },
    },
  },
};
