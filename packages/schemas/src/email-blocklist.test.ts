import { describe, expect, it } from 'vitest';
import { isFreeEmailDomain } from './email-blocklist';

describe('isFreeEmailDomain', () => {
  it('knows a free provider’s domain whatever its case, and the domains under it', () => {
    expect(isFreeEmailDomain('gmail.com')).toBe(true);
    expect(isFreeEmailDomain(' GMail.com ')).toBe(true);
    expect(isFreeEmailDomain('mail.outlook.com')).toBe(true);
  });

  it('leaves a company’s domain alone, even one that ends like a free one', () => {
    expect(isFreeEmailDomain('example.com')).toBe(false);
    expect(isFreeEmailDomain('notgmail.com')).toBe(false);
    expect(isFreeEmailDomain('com')).toBe(false);
  });
});
