import type { SamlApplication } from '@gatehouse/schemas/saml-applications';
import { describe, expect, it } from 'vitest';
import {
  attributeMappingFormGuard,
  attributeMappingOf,
  attributeMappingValues,
  nextUnmappedField,
} from './attribute-mapping-form';
import { samlSettingsFormGuard, samlSettingsFormValues, samlSettingsPatch } from './saml-form';

const application: SamlApplication = {
  id: 'app1',
  name: 'Payroll',
  description: null,
  createdAt: 0,
  type: 'SAML',
  entityId: 'urn:sp',
  acsUrl: { binding: 'HTTP-POST', url: 'https://sp.example.com/acs' },
  attributeMapping: { email: 'mail', sub: 'uid' },
  nameIdFormat: 'persistent',
  encryption: null,
  authnRequestsSigned: false,
  requestSigningCertificate: null,
};

describe('the SAML settings form', () => {
  it('asks for encrypt-then-sign and the certificate when the assertion is encrypted, on those fields', () => {
    const values = { ...samlSettingsFormValues(application), encryptAssertion: true };
    const result = samlSettingsFormGuard.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['encryptThenSign', 'saml_applications.encrypt_then_sign_required'],
      ['certificate', 'saml_applications.certificate_required'],
    ]);
  });

  it('refuses an ACS URL that is not https (or http on loopback) and a blank entity id', () => {
    const result = samlSettingsFormGuard.safeParse({
      ...samlSettingsFormValues(application),
      entityId: ' ',
      acsUrl: 'http://sp.example.com/acs',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['acsUrl', 'entityId']);
  });

  it('sends no encryption when nothing is set, and the ACS with its HTTP-POST binding', () => {
    const parsed = samlSettingsFormGuard.parse(samlSettingsFormValues(application));
    expect(samlSettingsPatch(parsed)).toEqual({
      name: 'Payroll',
      description: null,
      entityId: 'urn:sp',
      acsUrl: { binding: 'HTTP-POST', url: 'https://sp.example.com/acs' },
      nameIdFormat: 'persistent',
      encryption: null,
      authnRequestsSigned: false,
      requestSigningCertificate: null,
    });
  });

  it('asks for the request signing certificate when signed requests are required, and sends it trimmed', () => {
    const values = { ...samlSettingsFormValues(application), authnRequestsSigned: true };
    const result = samlSettingsFormGuard.safeParse(values);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['requestSigningCertificate', 'saml_applications.request_signing_certificate_required'],
    ]);
    const parsed = samlSettingsFormGuard.parse({ ...values, requestSigningCertificate: ' PEM ' });
    expect(samlSettingsPatch(parsed)).toMatchObject({ authnRequestsSigned: true, requestSigningCertificate: 'PEM' });
  });
});

describe('the attribute mapping form', () => {
  it('shows the mapping as rows in the user fields order, and the first unmapped field comes next', () => {
    const { rows } = attributeMappingValues(application);
    expect(rows).toEqual([
      { field: 'sub', name: 'uid' },
      { field: 'email', name: 'mail' },
    ]);
    expect(nextUnmappedField(rows)).toBe('name');
  });

  it('refuses a user field mapped twice and an attribute name that is not XML-safe', () => {
    const result = attributeMappingFormGuard.safeParse({
      rows: [
        { field: 'email', name: 'mail' },
        { field: 'email', name: 'a<b' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['rows.1.field', 'rows.1.name']);
  });

  it('gives the attributeMapping of the rows, names trimmed', () => {
    const parsed = attributeMappingFormGuard.parse({ rows: [{ field: 'username', name: ' uid ' }] });
    expect(attributeMappingOf(parsed)).toEqual({ username: 'uid' });
  });
});
