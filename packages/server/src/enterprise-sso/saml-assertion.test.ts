import type { Profile } from '@node-saml/node-saml';
import { describe, expect, it } from 'vitest';
import { samlClaimsOf, samlFailure } from './saml-assertion';

const idp = { entityId: 'https://idp.example/entity', signInEndpoint: 'https://idp.example/sso', certificates: [] };
const profileOf = (attributes: Record<string, unknown>) =>
  ({ issuer: idp.entityId, nameID: 'user-7', nameIDFormat: 'x', attributes }) as unknown as Profile; // only the fields read

describe('SAML assertion claims', () => {
  it('reads the usual attribute names, Entra ID claim URIs included, with the NameID as subject', () => {
    const claims = samlClaimsOf(
      profileOf({
        'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress': 'ada@corp.example',
        'http://schemas.microsoft.com/identity/claims/displayname': 'Ada L.',
        'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname': 'Ada',
        'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname': 'Lovelace',
      }),
      idp,
    );
    expect(claims).toEqual({
      issuer: idp.entityId,
      claims: { sub: 'user-7', email: 'ada@corp.example', name: 'Ada L.', given_name: 'Ada', family_name: 'Lovelace' },
      // The attributes as sent, for a connection test to show.
      attributes: {
        'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress': ['ada@corp.example'],
        'http://schemas.microsoft.com/identity/claims/displayname': ['Ada L.'],
        'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname': ['Ada'],
        'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname': ['Lovelace'],
      },
    });
    expect(claims.claims).not.toHaveProperty('email_verified');
  });

  it('prefers the mapped attribute names, takes the first of several values and skips overlong ones', () => {
    const { claims } = samlClaimsOf(
      profileOf({
        email: 'other@corp.example',
        corpMail: ['ada@corp.example', 'b@corp.example'],
        name: 'x'.repeat(600),
      }),
      idp,
      { email: 'corpMail' },
    );
    expect(claims).toEqual({ sub: 'user-7', email: 'ada@corp.example' });
  });
});

describe('SAML refusals', () => {
  it.each([
    ['InResponseTo is not valid', 'sso_connector.saml_unknown_request'],
    ['InResponseTo is missing from response', 'sso_connector.saml_unknown_request'],
    ['Invalid signature', 'sso_connector.saml_invalid_signature'],
    ['SAML assertion expired: clocks skewed too much', 'sso_connector.saml_assertion_expired'],
    ['SAML assertion not yet valid', 'sso_connector.saml_assertion_expired'],
    ['SAML assertion audience mismatch. Expected: a Received: b', 'sso_connector.saml_audience_mismatch'],
    ['SAML provider returned Responder error: unspecified', 'sso_connector.saml_invalid_response'],
  ])('answers node-saml’s “%s” with %s', (message, code) => {
    expect(samlFailure(new Error(message)).code).toBe(code);
  });
});
