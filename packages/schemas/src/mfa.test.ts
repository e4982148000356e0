import { describe, expect, it } from 'vitest';
import { maskIdentifier } from './mfa';

describe('identifiers as the MFA screens show them', () => {
  it('keeps an email’s first letter and domain, a phone’s last four digits', () => {
    expect(maskIdentifier('email', 'jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskIdentifier('email', 'j@example.com')).toBe('j•••@example.com');
    expect(maskIdentifier('phone', '+15550001234')).toBe('•••• 1234');
  });

  it('shows nothing of a value that is not an address', () => {
    expect(maskIdentifier('email', 'no-at-sign')).toBe('•••');
    expect(maskIdentifier('email', '@example.com')).toBe('•••');
  });
});
