import { managementApiAccessRoleName } from '@gatehouse/schemas/constants';
import { type AppGuide, type AppGuideValues, secretPlaceholder } from './types';

/** The role an M2M app needs before its token can call the management API (the Roles tab offers it). */
export const managementRole = managementApiAccessRoleName;

const tokenRequest = (v: AppGuideValues, resource: string, scope: string) => `curl -s '${v.issuer}/token' \\
  -u '${v.appId}:${secretPlaceholder}' \\
  -d grant_type=client_credentials \\
  --data-urlencode 'resource=${resource}' \\
  --data-urlencode 'scope=${scope}'`;

/**
 * Machine to machine with curl: assign the role first (a token carries only the permissions of the
 * app's roles), ask for a token for the API, call the API with it.
 */
export const curlGuide = (v: AppGuideValues): AppGuide => ({
  id: 'curl',
  name: 'curl',
  types: ['MachineToMachine'],
  steps: [
    { kind: 'assign_role', note: 'assign_role' },
    { kind: 'token', file: 'shell', language: 'bash', code: tokenRequest(v, v.managementApi, 'all') },
    {
      kind: 'protected_call',
      file: 'shell',
      language: 'bash',
      code: `curl -s '${v.endpoint}/api/applications' \\
  -H 'Authorization: Bearer <access_token from the answer above>'`,
    },
    ...(v.resource && v.resource !== v.managementApi
      ? [
          {
            kind: 'own_api' as const,
            note: 'own_api' as const,
            file: 'shell',
            language: 'bash' as const,
            code: tokenRequest(v, v.resource, v.scope),
          },
        ]
      : []),
  ],
});
