import { describe, expect, it } from 'vitest';
import {
  authenticationOf,
  groupOperations,
  matchesFilter,
  resolveResponse,
  webhookOperations,
} from './read-operations';
import { TEST_DOCUMENT } from './test-document';

describe('reading the OpenAPI document', () => {
  it('groups operations by tag in the document’s order, with the server prefix', () => {
    const groups = groupOperations(TEST_DOCUMENT);
    expect(groups.map((group) => group.tag)).toEqual(['Plugin API', 'Console API']);
    expect(groups[0]?.operations.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'post /api/plugin/v1/content',
    ]);
    expect(groups[1]?.operations.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'delete /api/domains/{id}/rules/{ruleId}',
    ]);
    expect(webhookOperations(TEST_DOCUMENT).map((entry) => entry.path)).toEqual(['pluginCallback']);
  });

  it('tells signed, session and public calls apart', () => {
    const [plugin, console] = groupOperations(TEST_DOCUMENT);
    expect(authenticationOf(TEST_DOCUMENT, plugin?.operations[0]?.operation ?? missing())).toBe(
      'signed',
    );
    expect(authenticationOf(TEST_DOCUMENT, console?.operations[0]?.operation ?? missing())).toBe(
      'session',
    );
    const open = { ...(plugin?.operations[0]?.operation ?? missing()), security: [] };
    expect(authenticationOf(TEST_DOCUMENT, open)).toBe('none');
  });

  it('filters by every word, in method, path, id or summary', () => {
    const [plugin] = groupOperations(TEST_DOCUMENT);
    const submit = plugin?.operations[0] ?? missing();
    expect(matchesFilter(submit, '')).toBe(true);
    expect(matchesFilter(submit, 'POST content')).toBe(true);
    expect(matchesFilter(submit, 'moderation submit')).toBe(true);
    expect(matchesFilter(submit, 'rules')).toBe(false);
  });

  it('looks up shared responses', () => {
    expect(resolveResponse(TEST_DOCUMENT, { $ref: '#/components/responses/Error413' })).toEqual({
      description: 'The body or content is larger than allowed.',
    });
    expect(resolveResponse(TEST_DOCUMENT, { $ref: '#/components/responses/Nope' })).toBeUndefined();
  });
});

function missing(): never {
  throw new Error('expected a value');
}
