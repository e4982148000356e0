import type { ErrorCode } from '@gatehouse/schemas/errors';

/**
 * The error codes of connectors, enterprise single sign-on and SAML applications: their messages
 * live beside the rest (`../{language}.ts`), one file per language in this folder.
 */
export type IntegrationErrorCode = Extract<
  ErrorCode,
  `sso_connector.${string}` | `saml_application.${string}` | `connector.${string}`
>;

/** Every other error code. */
export type CoreErrorCode = Exclude<ErrorCode, IntegrationErrorCode>;
