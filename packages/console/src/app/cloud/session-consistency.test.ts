import { describe, expect, it } from 'vitest';
import { sessionAction } from './session-consistency';

const collaborator = ['read:data', 'write:data', 'delete:data', 'read:member'];
const admin = [...collaborator, 'invite:member', 'remove:member', 'update:member:role', 'manage:tenant'];

describe('sessionAction (spec §4 cloud session consistency)', () => {
  it('does nothing when the token holds exactly the server scopes, in any order', () => {
    expect(sessionAction(admin, [...admin].reverse())).toBe('none');
    expect(sessionAction(collaborator, collaborator)).toBe('none');
  });

  it('signs in again with consent when the server grants scopes the token lacks (a promotion)', () => {
    expect(sessionAction(admin, collaborator)).toBe('consent');
    expect(sessionAction(collaborator, [])).toBe('consent');
  });

  it('refetches the access token when the token holds scopes the server no longer grants (a demotion)', () => {
    expect(sessionAction(collaborator, admin)).toBe('refetch');
  });

  it('prefers consent when both differ', () => {
    expect(sessionAction(['read:data', 'manage:tenant'], ['read:data', 'invite:member'])).toBe('consent');
  });

  it('leaves a tenant without server scopes to the tenant guard', () => {
    expect(sessionAction([], admin)).toBe('none');
  });

  it('ignores scopes that are no tenant permission', () => {
    expect(sessionAction(collaborator, [...collaborator, 'openid', 'urn:logto:scope:organizations'])).toBe('none');
    expect(sessionAction([...collaborator, 'something:else'], collaborator)).toBe('none');
  });
});
