import {
  type Application,
  type ApplicationType,
  customClientMetadataInputGuard,
  oidcClientMetadataInputGuard,
  type PatchApplication,
  patchApplicationGuard,
} from '@gatehouse/schemas/applications';
import { defaultIdTokenTtlSeconds, defaultRefreshTokenTtlDays } from '@gatehouse/schemas/constants';
import { freeFormJsonTextGuard } from '@gatehouse/schemas/json';
import { redirectUrisGuardFor } from '@gatehouse/schemas/redirect-uris';
import { corsAllowedOriginsGuard } from '@gatehouse/schemas/urls';
import { z } from 'zod';
import { blankOr, listRows, toRows } from '../../../patterns/form-resolver';

const fields = patchApplicationGuard.shape;
const oidc = oidcClientMetadataInputGuard.shape;
const custom = customClientMetadataInputGuard.shape;

/**
 * The settings form by `patchApplicationGuard` and the type's redirect URI rules: URI lists and CORS
 * origins one per row, custom data as JSON text, token lifetimes typed as numbers, blank URLs as none.
 */
export const settingsFormGuard = (type: ApplicationType) =>
  z.object({
    name: fields.name.unwrap(),
    description: fields.description.unwrap().unwrap(),
    redirectUris: listRows(redirectUrisGuardFor(type)),
    postLogoutRedirectUris: listRows(redirectUrisGuardFor(type)),
    corsAllowedOrigins: listRows(corsAllowedOriginsGuard),
    logoUri: blankOr(oidc.logoUri.unwrap()),
    backchannelLogoutUri: blankOr(oidc.backchannelLogoutUri.unwrap()),
    customData: freeFormJsonTextGuard,
    idTokenTtl: z.coerce.number().pipe(custom.idTokenTtl.unwrap()),
    refreshTokenTtlInDays: z.coerce.number().pipe(custom.refreshTokenTtlInDays.unwrap()),
    alwaysIssueRefreshToken: z.boolean(),
    rotateRefreshToken: z.boolean(),
  });

type SettingsForm = ReturnType<typeof settingsFormGuard>;

/** The form's values of an application: each list one value per row, an empty list one empty row. */
export const settingsFormValues = (application: Application): z.input<SettingsForm> => ({
  name: application.name,
  description: application.description ?? '',
  redirectUris: toRows(application.oidcClientMetadata.redirectUris),
  postLogoutRedirectUris: toRows(application.oidcClientMetadata.postLogoutRedirectUris),
  corsAllowedOrigins: toRows(application.customClientMetadata.corsAllowedOrigins ?? []),
  logoUri: application.oidcClientMetadata.logoUri ?? '',
  backchannelLogoutUri: application.oidcClientMetadata.backchannelLogoutUri ?? '',
  customData: JSON.stringify(application.customData, null, 2),
  idTokenTtl: application.customClientMetadata.idTokenTtl ?? defaultIdTokenTtlSeconds,
  refreshTokenTtlInDays: application.customClientMetadata.refreshTokenTtlInDays ?? defaultRefreshTokenTtlDays,
  alwaysIssueRefreshToken: application.customClientMetadata.alwaysIssueRefreshToken ?? false,
  rotateRefreshToken: application.customClientMetadata.rotateRefreshToken ?? true,
});

/** The `PATCH` body of the validated form: a machine-to-machine app has no URIs or token settings. */
export const settingsPatch = (type: ApplicationType, values: z.output<SettingsForm>): PatchApplication => ({
  name: values.name,
  description: values.description || null,
  customData: values.customData,
  ...(type === 'MachineToMachine'
    ? {}
    : {
        oidcClientMetadata: {
          redirectUris: values.redirectUris,
          postLogoutRedirectUris: values.postLogoutRedirectUris,
          ...(values.logoUri ? { logoUri: values.logoUri } : {}),
          ...(values.backchannelLogoutUri ? { backchannelLogoutUri: values.backchannelLogoutUri } : {}),
        },
        customClientMetadata: {
          corsAllowedOrigins: values.corsAllowedOrigins,
          idTokenTtl: values.idTokenTtl,
          refreshTokenTtlInDays: values.refreshTokenTtlInDays,
          alwaysIssueRefreshToken: values.alwaysIssueRefreshToken,
          rotateRefreshToken: values.rotateRefreshToken,
        },
      }),
});
