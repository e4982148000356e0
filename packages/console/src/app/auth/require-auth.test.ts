import { describe, expect, it } from 'vitest';
import { invitationPageOf, wantsSignUp } from './RequireAuth';

describe('the sign-up flag', () => {
  it('opens the register screen when the console is opened with ?sign-up', () => {
    expect(wantsSignUp('?sign-up')).toBe(true);
    expect(wantsSignUp('?sign-up=true&x=1')).toBe(true);
    expect(wantsSignUp('?x=1')).toBe(false);
    expect(wantsSignUp('')).toBe(false);
  });
});

describe('an invitation accept page, signed out', () => {
  it('goes to the sign-in pages\u2019 invitation page of the same invitation on this origin', () => {
    expect(invitationPageOf('/accept/inv_123', 'https://admin.example')).toBe(
      'https://admin.example/invitation/inv_123',
    );
    expect(invitationPageOf('/accept/inv_123/', 'https://admin.example')).toBe(
      'https://admin.example/invitation/inv_123',
    );
    expect(invitationPageOf('/accept/', 'https://admin.example')).toBeUndefined();
    expect(invitationPageOf('/t1/get-started', 'https://admin.example')).toBeUndefined();
  });
});
