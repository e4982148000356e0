import { describe, expect, it } from 'vitest';
import { wantsSignUp } from './RequireAuth';

describe('the sign-up flag', () => {
  it('opens the register screen when the console is opened with ?sign-up', () => {
    expect(wantsSignUp('?sign-up')).toBe(true);
    expect(wantsSignUp('?sign-up=true&x=1')).toBe(true);
    expect(wantsSignUp('?x=1')).toBe(false);
    expect(wantsSignUp('')).toBe(false);
  });
});
