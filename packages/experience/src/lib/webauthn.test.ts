import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { reasonOf } from './webauthn';

const named = (name: string) => Object.assign(new Error('refused'), { name });

describe('what the pages say when the browser’s part of a passkey step fails', () => {
  it('calls a cancelled, timed-out or unexplained refusal (NotAllowedError) and an abort a cancellation', () => {
    expect(reasonOf(named('NotAllowedError'))).toBe('cancelled');
    expect(reasonOf(named('AbortError'))).toBe('cancelled');
    const wrapped = new WebAuthnError({
      message: 'cancelled',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
      cause: named('NotAllowedError'),
      name: 'NotAllowedError',
    });
    expect(reasonOf(wrapped)).toBe('cancelled');
  });

  it('tells a key that already holds a passkey for the account, and a browser without WebAuthn', () => {
    const previous = new WebAuthnError({
      message: 'registered',
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      cause: named('InvalidStateError'),
      name: 'InvalidStateError',
    });
    expect(reasonOf(previous)).toBe('already_registered');
    expect(reasonOf(named('NotSupportedError'))).toBe('unsupported');
  });

  it('says anything else failed, without the browser’s words', () => {
    expect(reasonOf(named('SecurityError'))).toBe('failed');
    expect(reasonOf('not an error')).toBe('failed');
  });
});
