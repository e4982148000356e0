import { ssoProviderNames } from '@gatehouse/schemas/sso-connectors';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guideSteps, SetupGuide } from './SetupGuide';

const saml = {
  acsUrl: 'https://auth.example.com/api/authn/single-sign-on/saml/sso1',
  entityId: 'https://auth.example.com/enterprise-sso/sso1',
  metadataUrl: 'https://auth.example.com/api/authn/single-sign-on/saml/sso1/metadata',
};
const redirectUri = 'https://auth.example.com/callback/sso1';

const steps = () => within(screen.getByTestId('sso-setup-guide')).getAllByRole('listitem');
/** The values a step shows, as the copy fields name them. */
const copied = (step: HTMLElement) =>
  within(step)
    .queryAllByRole('code')
    .map((code) => code.textContent);

describe('the enterprise SSO setup guide', () => {
  it.each(ssoProviderNames)('%s: 3 to 5 numbered steps, each with its own text', (providerName) => {
    render(<SetupGuide providerName={providerName} values={{ redirectUri, ...saml }} />);
    const texts = steps().map((step) => step.firstElementChild?.textContent ?? '');
    expect(texts.length).toBe(guideSteps[providerName].length);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts.length).toBeLessThanOrEqual(5);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).not.toMatch(/enterprise_sso\.|^$/);
  });

  it('OIDC: the redirect URI to register, under the step that names it, with a copy button', () => {
    render(<SetupGuide providerName="Okta" values={{ redirectUri }} />);
    const [, register] = steps();
    expect(register?.textContent).toContain('Add this sign-in redirect URI:');
    expect(register && copied(register)).toEqual([redirectUri]);
    expect(within(register as HTMLElement).getByRole('button', { name: 'Copy: Redirect URI' })).toBeTruthy();
  });

  it('SAML: the ACS URL, SP entity ID and metadata URL, each with a copy button', () => {
    render(<SetupGuide providerName="SAML" values={saml} />);
    expect(copied(steps()[1] as HTMLElement)).toEqual([saml.acsUrl, saml.entityId, saml.metadataUrl]);
    expect(screen.getByRole('button', { name: 'Copy: Assertion Consumer Service URL' })).toBeTruthy();
  });

  it('Entra ID (SAML): the identifier then the reply URL, as the Entra admin center asks for them', () => {
    render(<SetupGuide providerName="AzureAD" values={saml} />);
    expect(copied(steps()[1] as HTMLElement)).toEqual([saml.entityId, saml.acsUrl]);
  });

  it('before the connector exists: the steps, and a note that the values come once it is created', () => {
    render(<SetupGuide providerName="AzureAD" />);
    expect(steps()).toHaveLength(4);
    expect(screen.queryAllByRole('code')).toEqual([]);
    expect(screen.getByText('The values to copy appear here once the connector is created.')).toBeTruthy();
  });
});
