import { describe, expect, it } from 'vitest';
import { issuesOf } from '../common/test-issues';
import { MESSAGES } from '../messages';
import { ZCreateDomainRequestSchema } from './create-domain';
import { ZDomainFormSchema } from './domain';
import { ZSaveScannerSettingRequestSchema } from './save-scanner-setting';
import { ZUpdateDomainRequestSchema } from './update-domain';

describe('ZDomainFormSchema', () => {
  it('trims and lower-cases the name and trims the description', () => {
    expect(ZDomainFormSchema.parse({ name: ' Blog.Example.COM ', description: ' Blog ' })).toEqual({
      name: 'blog.example.com',
      description: 'Blog',
    });
  });

  it.each(['localhost', 'example.', '.com', 'exa mple.com', 'https://example.com/', 'a..b'])(
    'refuses %j as an invalid domain',
    (name) => {
      expect(issuesOf(ZDomainFormSchema, { name, description: 'x' })).toEqual({
        name: [MESSAGES.invalidDomain],
      });
    },
  );

  it('requires both fields', () => {
    expect(issuesOf(ZDomainFormSchema, { name: ' ', description: '  ' })).toEqual({
      name: [MESSAGES.required('Domain name')],
      description: [MESSAGES.required('Description')],
    });
  });
});

describe('ZCreateDomainRequestSchema', () => {
  it('enables a new domain unless told otherwise', () => {
    expect(ZCreateDomainRequestSchema.parse({ name: 'a.io', description: 'A' }).enabled).toBe(true);
    expect(
      ZCreateDomainRequestSchema.parse({ name: 'a.io', description: 'A', enabled: false }).enabled,
    ).toBe(false);
  });
});

describe('ZUpdateDomainRequestSchema', () => {
  it('accepts the full edit and the enabled-only toggle', () => {
    expect(ZUpdateDomainRequestSchema.safeParse({ enabled: false }).success).toBe(true);
    expect(
      ZUpdateDomainRequestSchema.safeParse({ name: 'a.io', description: 'A', enabled: true })
        .success,
    ).toBe(true);
  });

  it('wants name and description together', () => {
    expect(issuesOf(ZUpdateDomainRequestSchema, { name: 'a.io', enabled: true })).toEqual({
      description: [MESSAGES.required('Description')],
    });
    expect(issuesOf(ZUpdateDomainRequestSchema, { description: 'A', enabled: true })).toEqual({
      name: [MESSAGES.required('Domain name')],
    });
  });

  it('always needs enabled', () => {
    expect(issuesOf(ZUpdateDomainRequestSchema, {})).toEqual({
      enabled: [MESSAGES.required('Enabled')],
    });
  });
});

describe('ZSaveScannerSettingRequestSchema', () => {
  const base = { moderation_category_id: 3 };

  it('accepts thresholds on the 0–100 step-5 grid in order', () => {
    expect(
      ZSaveScannerSettingRequestSchema.safeParse({
        ...base,
        moderation_threshold: 0,
        unpublish_threshold: 100,
      }).success,
    ).toBe(true);
  });

  it('refuses values off the grid or out of range', () => {
    expect(
      issuesOf(ZSaveScannerSettingRequestSchema, {
        ...base,
        moderation_threshold: 12,
        unpublish_threshold: 103,
      }),
    ).toEqual({
      moderation_threshold: [MESSAGES.thresholdOffStep],
      unpublish_threshold: [MESSAGES.thresholdOutOfRange, MESSAGES.thresholdOffStep],
    });
  });

  it('refuses crossed handles', () => {
    expect(
      issuesOf(ZSaveScannerSettingRequestSchema, {
        ...base,
        moderation_threshold: 60,
        unpublish_threshold: 40,
      }),
    ).toEqual({ moderation_threshold: [MESSAGES.thresholdsOutOfOrder] });
  });
});
