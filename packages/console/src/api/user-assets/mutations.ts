import { customUiUploadGuard, userAssetGuard } from '@gatehouse/schemas/uploads';
import { useMutation } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';

/** The server's refusals of a file, shown on the field that sent it instead of as a toast. */
export const uploadFieldCodes = [
  'guard.file_size',
  'guard.mime_type_not_allowed',
  'guard.file_type_mismatch',
  'guard.file_missing',
  'guard.too_many_files',
  'custom_ui.invalid_zip',
  'custom_ui.missing_index',
  'custom_ui.unsafe_path',
  'custom_ui.too_large',
  'custom_ui.too_many_files',
] as const;

/** Uploads an image (or archive) and answers the URL it is served from. Nothing is cached: a URL is new. */
export const useUploadUserAsset = () => {
  const { client } = useManagementClient();
  return useMutation({
    mutationFn: (file: File) =>
      client.upload('/api/user-assets', file, { guard: userAssetGuard, suppressErrorCodes: uploadFieldCodes }),
  });
};

/** Uploads a custom sign-in UI archive and answers its id (the sign-in experience then names it). */
export const useUploadCustomUi = () => {
  const { client } = useManagementClient();
  return useMutation({
    mutationFn: (file: File) =>
      client.upload('/api/sign-in-exp/default/custom-ui-assets', file, {
        guard: customUiUploadGuard,
        suppressErrorCodes: uploadFieldCodes,
      }),
  });
};
