import type { IntegrationErrorCode } from './codes';

const en: Record<IntegrationErrorCode, string> = {
  'connector.not_found': 'The connector does not exist.',
  'connector.factory_not_found': 'No built-in connector has this id.',
  'connector.type_in_use':
    'The tenant already has a connector of this type (one email and one SMS connector at most): change or remove it first.',
  'connector.target_in_use': 'A social connector for this identity provider already exists.',
  'connector.general': 'The connector failed.',
  'connector.invalid_metadata': "The connector's metadata is not valid.",
  'connector.unexpected_type': 'This connector is not of the type this request needs.',
  'connector.invalid_config_guard': "The connector's config form does not match its config schema.",
  'connector.invalid_request_parameters': 'The request to the connector has invalid parameters.',
  'connector.insufficient_request_parameters': 'The request to the connector is missing parameters.',
  'connector.invalid_config': "The connector's config is not valid.",
  'connector.invalid_certificate': 'The certificate is not valid.',
  'connector.invalid_response': "The provider refused the request; its answer is in this error's data.",
  'connector.template_not_found': 'No message template exists for this type of message.',
  'connector.template_not_supported': 'The connector does not support this type of message.',
  'connector.rate_limit_exceeded':
    'The provider is refusing requests for now because too many were sent; try again later.',
  'connector.not_implemented': 'The connector cannot do this.',
  'connector.social_auth_code_invalid': 'The identity provider refused the authorization code.',
  'connector.social_invalid_access_token': 'The identity provider refused the access token.',
  'connector.social_invalid_id_token':
    'The ID token from the identity provider is not valid (signature, issuer, audience, expiry or nonce).',
  'connector.authorization_failed': 'The identity provider did not authorize the sign-in.',
  'sso_connector.not_found': 'The SSO connector does not exist.',
  'sso_connector.provider_not_available': 'This SSO provider is not available yet in this release.',
  'sso_connector.invalid_config': "The SSO connector's config is not valid for its provider.",
  'sso_connector.not_configured': 'This SSO connector is not configured yet: it cannot sign anyone in.',
  'sso_connector.discovery_failed':
    "The identity provider's OpenID Connect discovery document could not be read: check the issuer.",
  'sso_connector.domain_in_use': 'Another SSO connector already owns this email domain.',
  'sso_connector.name_in_use': 'Another SSO connector already has this name.',
  'sso_connector.identity_not_found': 'The user has no identity at this SSO connector.',
  'sso_connector.identity_linked_to_another_user': 'This SSO identity is already linked to another user.',
  'sso_connector.email_required': 'The identity provider sent no email address, which enterprise SSO needs.',
  'sso_connector.saml_metadata_unreachable':
    "The identity provider's SAML metadata URL did not answer with metadata: check the URL.",
  'sso_connector.saml_invalid_metadata':
    'This XML is not SAML identity provider metadata (an IDPSSODescriptor with a sign-in endpoint and a signing certificate).',
  'sso_connector.saml_invalid_certificate': "The identity provider's certificate is not a valid X.509 certificate.",
  'sso_connector.saml_invalid_response': 'The SAML response could not be read.',
  'sso_connector.saml_invalid_signature': 'The SAML assertion is not signed by the identity provider.',
  'sso_connector.saml_assertion_expired': 'The SAML assertion has expired or is not valid yet.',
  'sso_connector.saml_assertion_replayed': 'This SAML assertion has already been used.',
  'sso_connector.saml_audience_mismatch': 'The SAML assertion is meant for another service provider.',
  'sso_connector.saml_recipient_mismatch': 'The SAML response was sent to another address than this connector.',
  'sso_connector.saml_unknown_request': 'The SAML response answers no sign-in request started here.',
  'sso_connector.test_session_not_found':
    'This connection test does not exist, has expired or was already used. Start a new test.',
  'saml_application.not_found': 'The SAML application does not exist.',
  'saml_application.invalid_certificate': "The service provider's certificate is not a valid X.509 certificate.",
  'saml_application.encryption_requirements':
    "Encrypting assertions requires encrypt-then-sign and the service provider's certificate.",
  'saml_application.secret_not_found': 'The signing certificate does not exist.',
  'saml_application.active_secret_undeletable':
    'The active signing certificate cannot be deleted. Activate another one first.',
  'saml_application.active_secret_required': 'One signing certificate must stay active. Activate another one instead.',
  'saml_application.no_active_secret': 'The SAML application has no active signing certificate.',
  'saml_application.secret_expired': 'This certificate has expired: it cannot be activated. Create a new one.',
  'saml_application.active_secret_expired':
    'The application’s active signing certificate has expired, so no sign-in is answered. An administrator must activate a valid certificate.',
  'saml_application.invalid_request': 'The SAML request is not a valid AuthnRequest.',
  'saml_application.issuer_mismatch':
    "The SAML request comes from another service provider than this application's entity ID.",
  'saml_application.acs_url_mismatch':
    'The SAML request asks for another Assertion Consumer Service URL than the configured one.',
  'saml_application.request_not_found': 'This SAML sign-in was not started here, has expired or is already finished.',
  'saml_application.sign_in_failed': 'The sign-in for the SAML application did not succeed.',
  'saml_application.email_required': 'The user has no email address, which this SAML application uses as its NameID.',
  'saml_application.request_signing_requirements':
    "A SAML application that requires signed requests needs the service provider's request signing certificate.",
  'saml_application.request_signature_required':
    'This SAML application accepts only signed requests: the request has no signature.',
  'saml_application.invalid_request_signature':
    "The signature of the SAML request is missing parts, uses an unsupported algorithm or does not match the service provider's certificate.",
  'sso_connector.idp_initiated_config_not_found': 'The SSO connector has no IdP-initiated sign-in config.',
  'sso_connector.idp_initiated_not_supported': 'IdP-initiated sign-in is only for SAML connectors.',
  'sso_connector.idp_initiated_app_not_eligible': 'This application cannot receive IdP-initiated sign-ins.',
};

export default en;
