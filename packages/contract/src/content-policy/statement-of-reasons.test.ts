import { describe, expect, it } from 'vitest';
import { ZUnpublishCallbackSchema } from '../plugin/plugin-callbacks';
import {
  DEFAULT_POLICY_NAMES,
  POLICY_NAME_MAX_LENGTH,
  ZPolicyNameSchema,
  ZUpdateContentPolicyRequestSchema,
  policyNameOf,
} from './content-policy-names';
import { CONTENT_POLICY_TEXTS } from './content-policy-texts';
import { appealDeadline, ZStatementOfReasonsSchema } from './statement-of-reasons';

const statement = {
  id: 'st1',
  restriction: 'removed',
  decided_at: '2026-11-28T10:00:00Z',
  category: 'text-hate',
  ground: 'Hateful conduct',
  automated_detection: true,
  automated_decision: true,
  facts: 'Automated scanning scored the content 93 of 100 for Hate speech.',
  appeal: { item_id: 'r1', until: '2027-05-28T10:00:00Z' },
};

describe('the statement of reasons', () => {
  it('parses a statement and refuses an unknown restriction', () => {
    expect(ZStatementOfReasonsSchema.parse(statement)).toEqual(statement);
    expect(
      ZStatementOfReasonsSchema.safeParse({ ...statement, restriction: 'hidden' }).success,
    ).toBe(false);
  });

  it('is optional in the unpublish notice, so notices without it still parse', () => {
    const notice = {
      event: 'unpublish',
      id: 'r1',
      scheme: 'https',
      domain: 'blog.example',
      cms_meta: { id: 'c1' },
      reason: 'automatic',
      status: 'AUTO_UNPUBLISHED',
      sent_at: '2026-11-28T10:00:00Z',
    };
    expect(ZUnpublishCallbackSchema.parse(notice)).not.toHaveProperty('statement');
    expect(ZUnpublishCallbackSchema.parse({ ...notice, statement }).statement).toEqual(statement);
  });

  it('gives six calendar months to appeal, ending on a shorter month’s last day', () => {
    expect(appealDeadline(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe(
      '2027-05-28T10:00:00.000Z',
    );
    expect(appealDeadline(new Date('2026-08-31T23:30:00Z')).toISOString()).toBe(
      '2027-02-28T23:30:00.000Z',
    );
    expect(appealDeadline(new Date('2027-08-31T00:00:00Z')).toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });
});

describe('the content policy names', () => {
  it('trims a name and holds it to 1..80 characters with the contract’s messages', () => {
    expect(ZPolicyNameSchema.parse('  Hateful conduct ')).toBe('Hateful conduct');
    expect(ZPolicyNameSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      'Policy name is required',
    );
    expect(
      ZPolicyNameSchema.safeParse('x'.repeat(POLICY_NAME_MAX_LENGTH + 1)).error?.issues[0]?.message,
    ).toBe(CONTENT_POLICY_TEXTS.nameTooLong);
    expect(ZPolicyNameSchema.safeParse('x'.repeat(POLICY_NAME_MAX_LENGTH)).success).toBe(true);
  });

  it('has a default for every category, each a valid name', () => {
    for (const name of Object.values(DEFAULT_POLICY_NAMES)) {
      expect(ZPolicyNameSchema.safeParse(name).success, name).toBe(true);
    }
    expect(Object.keys(DEFAULT_POLICY_NAMES)).toHaveLength(19);
  });

  it('answers the tenant’s name, else the default, else the catalogue’s name', () => {
    expect(policyNameOf('text-hate', { 'text-hate': 'Hate' }, 'Hate speech')).toBe('Hate');
    expect(policyNameOf('text-hate', {}, 'Hate speech')).toBe('Hateful conduct');
    expect(policyNameOf('new-category', {}, 'New')).toBe('New');
  });

  it('takes a list of names to save', () => {
    const body = { names: [{ category_id: 'text-hate', name: ' Hate ' }] };
    expect(ZUpdateContentPolicyRequestSchema.parse(body).names[0]?.name).toBe('Hate');
  });
});
