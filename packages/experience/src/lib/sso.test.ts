import { describe, expect, it } from 'vitest';
import { emailDomain } from './sso';

describe('emailDomain', () => {
  it('is the lower-cased domain of a complete-looking address, and nothing while the domain is being typed', () => {
    expect(emailDomain(' Ada@Corp.Example ')).toBe('corp.example');
    expect(emailDomain('ada@sub.corp.example')).toBe('sub.corp.example');
    expect(emailDomain('ada@corp')).toBeUndefined();
    expect(emailDomain('ada@corp.e')).toBeUndefined();
    expect(emailDomain('ada@')).toBeUndefined();
    expect(emailDomain('ada')).toBeUndefined();
    expect(emailDomain('a b@corp.example')).toBeUndefined();
  });
});
