import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { checkTotp, newTotpSecret } from './totp';

const secret = newTotpSecret();
/** A moment at the start of a 30-second step. */
const t0 = 1_800_000_000_000;
const codeAt = (ms: number) => generateSync({ secret, period: 30, epoch: Math.floor(ms / 1000) });

describe('TOTP (RFC 6238)', () => {
  it('accepts the current code and answers its time step', () => {
    expect(checkTotp(secret, codeAt(t0), undefined, t0)).toBe(t0 / 30_000);
  });

  it('accepts the code of one step before and one step after, and not two', () => {
    expect(checkTotp(secret, codeAt(t0 - 30_000), undefined, t0)).toBe(t0 / 30_000 - 1);
    expect(checkTotp(secret, codeAt(t0 + 30_000), undefined, t0)).toBe(t0 / 30_000 + 1);
    expect(checkTotp(secret, codeAt(t0 - 60_000), undefined, t0)).toBeUndefined();
    expect(checkTotp(secret, codeAt(t0 + 60_000), undefined, t0)).toBeUndefined();
  });

  it('never accepts a step at or before the last one used (a replayed code)', () => {
    const step = checkTotp(secret, codeAt(t0), undefined, t0);
    expect(checkTotp(secret, codeAt(t0), step, t0)).toBeUndefined();
    expect(checkTotp(secret, codeAt(t0), step, t0 + 20_000)).toBeUndefined();
    expect(checkTotp(secret, codeAt(t0 - 30_000), step, t0)).toBeUndefined();
    expect(checkTotp(secret, codeAt(t0 + 30_000), step, t0 + 30_000)).toBe((step ?? 0) + 1);
  });

  it('refuses what is not six digits, and a code of another secret', () => {
    expect(checkTotp(secret, 'abcdef', undefined, t0)).toBeUndefined();
    expect(checkTotp(secret, `${codeAt(t0)}0`, undefined, t0)).toBeUndefined();
    const other = newTotpSecret();
    expect(checkTotp(other, codeAt(t0), undefined, t0)).toBeUndefined();
  });
});
