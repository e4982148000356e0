import { describe, expect, it } from 'vitest';
import { appGuides, secretPlaceholder } from './guides';

const values = {
  issuer: 'https://auth.example.com/oidc',
  appId: 'app123',
  redirectUri: 'https://shop.example.com/callback',
  postLogoutRedirectUri: 'https://shop.example.com',
  resource: 'https://api.example.com',
  scope: 'read:orders',
};

describe('application guides', () => {
  it('offer one guide per usable type', () => {
    const byType = (type: string) =>
      appGuides(values).filter((guide) => (guide.types as readonly string[]).includes(type));
    for (const type of ['SPA', 'Traditional', 'Native', 'MachineToMachine']) expect(byType(type), type).toHaveLength(1);
    expect(byType('SAML')).toHaveLength(0);
  });

  it('fill in the app id and the tenant issuer, and never a real secret', () => {
    for (const guide of appGuides(values)) {
      const code = guide.steps.map((step) => step.code).join('\n');
      expect(code, guide.id).toContain(values.issuer);
      expect(code, guide.id).toContain(values.appId);
      expect(code, guide.id).not.toMatch(/undefined/);
    }
    const curl = appGuides(values).find((guide) => guide.id === 'curl')?.steps[0]?.code ?? '';
    expect(curl).toContain(`${values.issuer}/token`);
    expect(curl).toContain(`resource=${values.resource}`);
    expect(curl).toContain(secretPlaceholder);
    const express = appGuides(values).find((guide) => guide.id === 'express')?.steps[1]?.code ?? '';
    expect(express).toContain("app.get('/callback'");
  });
});
