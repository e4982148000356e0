import {
  type JwtCustomizer,
  type JwtCustomizerInput,
  type JwtCustomizerPatch,
  type JwtCustomizerTest,
  type JwtTokenType,
  jwtCustomizerGuard,
  jwtCustomizerTestResultGuard,
} from '@gatehouse/schemas/jwt-customizer';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { jwtCustomizerKeys } from './keys';

/** Refusals the editor shows beside the script, never as a toast. */
const editorErrorCodes = ['jwt_customizer.script_invalid', 'jwt_customizer.script_failed'];

/** After a save: the list holds the saved script at once, in place of the token type's old one. */
const keepSaved = (queryClient: QueryClient, tenantId: string) => (saved: JwtCustomizer) => {
  queryClient.setQueryData<JwtCustomizer[]>(jwtCustomizerKeys.list(tenantId), (list) =>
    list ? [...list.filter((item) => item.tokenType !== saved.tokenType), saved] : [saved],
  );
};

/** Creates or replaces a token type's script; the list holds the saved one at once. */
export const useSaveJwtCustomizer = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tokenType, input }: { tokenType: JwtTokenType; input: JwtCustomizerInput }) =>
      client.put('/api/configs/jwt-customizer/{tokenTypePath}', input, {
        params: { tokenTypePath: tokenType },
        guard: jwtCustomizerGuard,
        suppressErrorCodes: editorErrorCodes,
      }),
    onSuccess: keepSaved(queryClient, tenantId),
  });
};

/** Changes a saved script: what is given, variables set to null removed (their values are never read back). */
export const usePatchJwtCustomizer = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tokenType, input }: { tokenType: JwtTokenType; input: JwtCustomizerPatch }) =>
      client.patch('/api/configs/jwt-customizer/{tokenTypePath}', input, {
        params: { tokenTypePath: tokenType },
        guard: jwtCustomizerGuard,
        suppressErrorCodes: editorErrorCodes,
      }),
    onSuccess: keepSaved(queryClient, tenantId),
  });
};

/** Deletes a token type's script; its tokens carry no extra claims again. */
export const useDeleteJwtCustomizer = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenType: JwtTokenType) =>
      client.delete('/api/configs/jwt-customizer/{tokenTypePath}', { params: { tokenTypePath: tokenType } }),
    onSuccess: (_data, tokenType) =>
      queryClient.setQueryData<JwtCustomizer[]>(jwtCustomizerKeys.list(tenantId), (list) =>
        list?.filter((item) => item.tokenType !== tokenType),
      ),
  });
};

/** Runs a script against the sample data: the claims, or the refusal the editor shows. */
export const useTestJwtCustomizer = () => {
  const { client } = useManagementClient();
  return useMutation({
    mutationFn: (input: JwtCustomizerTest) =>
      client.post('/api/configs/jwt-customizer/test', input, {
        guard: jwtCustomizerTestResultGuard,
        suppressErrorCodes: editorErrorCodes,
      }),
  });
};
