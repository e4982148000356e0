import { generateSecret, generateURI, verifySync } from 'otplib';

/** TOTP per RFC 6238: 30-second steps, six digits, SHA-1 (what every authenticator app reads). */
const period = 30;

/** A new base32 secret (20 random bytes: RFC 4226's recommended 160 bits). */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, issuer: string, label: string) =>
  generateURI({ issuer, label, secret, period });

/**
 * Checks `code` against `secret` at `now`, accepting the step before and after the current one
 * (RFC 6238 §5.2: clock drift and transmission delay) and only steps after `lastTimeStep`, so a
 * code, once accepted, is never accepted again (RFC 6238 §5.2: "MUST NOT accept the second
 * attempt of the same OTP"). Answers the accepted time step, or undefined.
 */
export const checkTotp = (
  secret: string,
  code: string,
  lastTimeStep: number | undefined,
  now = Date.now(),
): number | undefined => {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = verifySync({
      secret,
      token: code,
      period,
      epoch: Math.floor(now / 1000),
      epochTolerance: period,
      ...(lastTimeStep !== undefined && { afterTimeStep: lastTimeStep }),
    });
    // A TOTP verification's result carries its time step (verifySync answers the HOTP shape too).
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // A stored secret otplib refuses (never written by us) verifies nothing.
    return undefined;
  }
};
