import { describe, expect, it } from 'vitest';
import { apiGuides } from './guides';

const values = {
  issuer: 'https://auth.example.com/oidc',
  jwksUri: 'https://auth.example.com/oidc/jwks',
  audience: 'https://orders.example.com',
  scope: 'read:orders',
};

describe('API resource guides', () => {
  it('cover Node (Express), Python and Go', () => {
    expect(apiGuides(values).map((guide) => guide.id)).toEqual(['express', 'python', 'go']);
  });

  it('fill in the real issuer, JWKS URI, audience and permission, and check all four', () => {
    for (const guide of apiGuides(values)) {
      for (const value of Object.values(values)) expect(guide.code.code, `${guide.id} ${value}`).toContain(value);
      // The issuer and audience are checked, not only the signature.
      expect(guide.code.code, guide.id).toMatch(/issuer/i);
      expect(guide.code.code, guide.id).toMatch(/audience/i);
      expect(guide.code.code, guide.id).not.toMatch(/\$\{|undefined/);
    }
  });
});
