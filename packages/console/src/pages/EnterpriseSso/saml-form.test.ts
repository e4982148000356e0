import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/errors';
import { type SamlValues, samlFormGuard, samlFormValues, samlIssues } from './saml-form';

const refusal = (code: string, data?: unknown) =>
  new ApiRequestError(422, `message of ${code}`, code, { code, message: `message of ${code}`, data });
const values = (patch: Partial<SamlValues>): SamlValues => ({ ...samlFormValues('Acme'), ...patch });
const issuesOf = (input: SamlValues) => {
  const result = samlFormGuard.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
};

describe("a SAML connector's form", () => {
  it('sends only the chosen way of naming the identity provider, and the mapping when given', () => {
    const input = values({
      mode: 'manual',
      metadataUrl: 'https://left.example/out',
      entityId: ' https://idp.example/saml ',
      signInEndpoint: 'https://idp.example/sso',
      x509Certificate: 'MIIC',
      emailAttribute: 'mail',
    });
    expect(samlFormGuard.parse(input)).toEqual({
      connectorName: 'Acme',
      config: {
        entityId: 'https://idp.example/saml',
        signInEndpoint: 'https://idp.example/sso',
        x509Certificate: 'MIIC',
        attributeMapping: { email: 'mail' },
      },
    });
    expect(samlFormGuard.parse(values({ metadataUrl: 'https://idp.example/md' })).config).toEqual({
      metadataUrl: 'https://idp.example/md',
    });
  });

  it("requires each field of the chosen way, and checks them with the server's schema", () => {
    expect(issuesOf(values({ mode: 'manual', entityId: 'idp' }))).toEqual([
      ['signInEndpoint', 'form_errors.required'],
      ['x509Certificate', 'form_errors.required'],
    ]);
    expect(issuesOf(values({ metadataUrl: 'ftp://idp.example/md' }))).toEqual([
      ['metadataUrl', 'form_errors.https_url'],
    ]);
    expect(issuesOf(values({ mode: 'xml' }))).toEqual([['metadata', 'form_errors.required']]);
  });

  it('reads a saved config back in the way it was given', () => {
    expect(samlFormValues('A', { metadata: '<x/>', attributeMapping: { name: 'cn' } })).toMatchObject({
      mode: 'xml',
      metadata: '<x/>',
      nameAttribute: 'cn',
    });
    expect(samlFormValues('A', { entityId: 'e', signInEndpoint: 's', x509Certificate: 'c' }).mode).toBe('manual');
  });

  it("puts the server's refusals on the field they are about", () => {
    expect(samlIssues(refusal('sso_connector.saml_metadata_unreachable'), 'url')).toEqual([
      { name: 'metadataUrl', message: 'message of sso_connector.saml_metadata_unreachable' },
    ]);
    expect(samlIssues(refusal('sso_connector.saml_invalid_metadata'), 'xml')[0]?.name).toBe('metadata');
    expect(samlIssues(refusal('sso_connector.saml_invalid_certificate'), 'manual')[0]?.name).toBe('x509Certificate');
    const invalid = refusal('sso_connector.invalid_config', {
      issues: [
        { field: 'attributeMapping.email', message: 'too long' },
        { field: 'metadata', message: 'not this way' },
      ],
    });
    expect(samlIssues(invalid, 'url')).toEqual([{ name: 'emailAttribute', message: 'too long' }]);
    expect(samlIssues(refusal('sso_connector.domain_in_use'), 'url')).toEqual([]);
  });
});
