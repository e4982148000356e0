import {
  nameIdFormats,
  type PatchSamlApplication,
  patchSamlApplicationGuard,
  type SamlApplication,
  samlAcsUrlGuard,
  samlEncryptionGuard,
} from '@gatehouse/schemas/saml-applications';
import { z } from 'zod';

const fields = patchSamlApplicationGuard.shape;

/**
 * The SAML settings form by `patchSamlApplicationGuard`: the ACS URL typed alone (its binding is
 * always HTTP-POST), encryption as switches and the SP's certificate (blank: none). Encrypting the
 * assertion requires encrypt-then-sign and the certificate (spec §5), said on those fields.
 */
export const samlSettingsFormGuard = z
  .object({
    name: fields.name.unwrap(),
    description: fields.description.unwrap().unwrap(),
    entityId: fields.entityId.unwrap(),
    acsUrl: samlAcsUrlGuard.shape.url,
    nameIdFormat: z.enum(nameIdFormats),
    encryptAssertion: z.boolean(),
    encryptThenSign: z.boolean(),
    certificate: samlEncryptionGuard.shape.certificate.unwrap(),
    authnRequestsSigned: z.boolean(),
    requestSigningCertificate: z.string().max(16_384),
  })
  .superRefine((values, context) => {
    if (values.authnRequestsSigned && !values.requestSigningCertificate.trim())
      context.addIssue({
        code: 'custom',
        path: ['requestSigningCertificate'],
        message: 'saml_applications.request_signing_certificate_required',
      });
    if (!values.encryptAssertion) return;
    if (!values.encryptThenSign)
      context.addIssue({
        code: 'custom',
        path: ['encryptThenSign'],
        message: 'saml_applications.encrypt_then_sign_required',
      });
    if (!values.certificate.trim())
      context.addIssue({ code: 'custom', path: ['certificate'], message: 'saml_applications.certificate_required' });
  });

type SamlSettingsForm = typeof samlSettingsFormGuard;

export const samlSettingsFormValues = (application: SamlApplication): z.input<SamlSettingsForm> => ({
  name: application.name,
  description: application.description ?? '',
  entityId: application.entityId,
  acsUrl: application.acsUrl.url,
  nameIdFormat: application.nameIdFormat,
  encryptAssertion: application.encryption?.encryptAssertion ?? false,
  encryptThenSign: application.encryption?.encryptThenSign ?? false,
  certificate: application.encryption?.certificate ?? '',
  authnRequestsSigned: application.authnRequestsSigned,
  requestSigningCertificate: application.requestSigningCertificate ?? '',
});

/** The `PATCH` body of the validated form: no encryption at all when nothing is set. */
export const samlSettingsPatch = (values: z.output<SamlSettingsForm>): PatchSamlApplication => {
  const certificate = values.certificate.trim();
  const hasEncryption = values.encryptAssertion || values.encryptThenSign || certificate !== '';
  return {
    name: values.name,
    description: values.description || null,
    entityId: values.entityId,
    acsUrl: { binding: 'HTTP-POST', url: values.acsUrl },
    nameIdFormat: values.nameIdFormat,
    encryption: hasEncryption
      ? {
          encryptAssertion: values.encryptAssertion,
          encryptThenSign: values.encryptThenSign,
          ...(certificate ? { certificate } : {}),
        }
      : null,
    authnRequestsSigned: values.authnRequestsSigned,
    requestSigningCertificate: values.requestSigningCertificate.trim() || null,
  };
};

/** Which field a refused save is about. */
export const samlFieldOf = (code: string) => {
  if (code === 'saml_application.invalid_certificate' || code === 'saml_application.encryption_requirements')
    return 'certificate' as const;
  if (code === 'saml_application.request_signing_requirements') return 'requestSigningCertificate' as const;
  return undefined;
};
