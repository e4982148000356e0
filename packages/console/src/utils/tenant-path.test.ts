import { describe, expect, it } from 'vitest';
import { tenantPath } from './tenant-path';

describe('the tenant-prefix helper', () => {
  const cloud = { cloud: true, tenantId: 'abc123' };
  const selfHosted = { cloud: false, tenantId: 'default' };

  it('prefixes absolute paths with the tenant in the cloud', () => {
    expect(tenantPath('/applications', cloud)).toBe('/abc123/applications');
    expect(tenantPath('/applications/x/settings?tab=1#top', cloud)).toBe('/abc123/applications/x/settings?tab=1#top');
    expect(tenantPath('/', cloud)).toBe('/abc123');
  });

  it('leaves self-hosted paths at the root', () => {
    expect(tenantPath('/applications', selfHosted)).toBe('/applications');
    expect(tenantPath('/', selfHosted)).toBe('/');
  });

  it('leaves relative paths, protocol-relative URLs and already-prefixed paths alone', () => {
    expect(tenantPath('settings', cloud)).toBe('settings');
    expect(tenantPath('../logs', cloud)).toBe('../logs');
    expect(tenantPath('//evil.example/x', cloud)).toBe('//evil.example/x');
    expect(tenantPath('/abc123/users', cloud)).toBe('/abc123/users');
    expect(tenantPath('/abc123', cloud)).toBe('/abc123');
  });

  it('does not mistake a path that merely starts like the tenant id for a prefixed one', () => {
    expect(tenantPath('/abc1234/users', cloud)).toBe('/abc123/abc1234/users');
  });
});
