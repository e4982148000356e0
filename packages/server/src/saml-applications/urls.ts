import type { Config } from '../platform/config';
import { tenantBaseUrl } from '../platform/tenancy';

/** Where a SAML application's service provider finds Gatehouse as its identity provider. */
export const samlApplicationUrls = (config: Config, tenantId: string, applicationId: string) => {
  const base = tenantBaseUrl(config, tenantId);
  return {
    /** The identity provider's entity id (the Issuer of every Response). */
    entityId: `${base}/saml/${applicationId}`,
    metadataUrl: `${base}/api/saml-applications/${applicationId}/metadata`,
    /** Single sign-on service, HTTP-Redirect and HTTP-POST bindings. */
    ssoUrl: `${base}/api/saml/${applicationId}/authn`,
    /** The redirect URI of the application's OIDC client. */
    callbackUrl: `${base}/api/saml-applications/${applicationId}/callback`,
  };
};
