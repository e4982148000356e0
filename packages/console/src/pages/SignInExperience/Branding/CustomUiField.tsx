import { type CustomUiAssets, maxUploadFileSize } from '@gatehouse/schemas/uploads';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadCustomUi } from '../../../api/user-assets/mutations';
import { useUserAssetsServiceStatus } from '../../../api/user-assets/queries';
import { Button } from '../../../components/Button';
import { FieldError, Hint } from '../../../components/FormField';
import { Stack } from '../../../components/Stack';
import { FileButton, UploadActions } from '../../../patterns/ImageUploadField';
import { useFileUpload } from '../../../patterns/ImageUploadField/use-file-upload';

/**
 * The type names a .zip goes by (browsers on Windows say `application/x-zip-compressed`, some
 * systems know no type for it); the server tells an archive by its bytes.
 */
const zipTypes = ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'application/octet-stream'];

/**
 * Bring your UI: the custom sign-in UI of the sign-in experience's `customUiAssets`. Uploading a
 * ZIP (one file, a ZIP, within the upload limit; the server checks its contents) sets it to the new
 * upload's id and time; removing it brings back the built-in pages once the settings are saved.
 * Where uploads are not set up, it says so and only removing is offered.
 */
export const CustomUiField = ({
  value,
  onChange,
}: {
  value: CustomUiAssets | null;
  onChange: (value: CustomUiAssets | null) => void;
}) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const status = useUserAssetsServiceStatus();
  const mutation = useUploadCustomUi();
  const ready = status.data?.status === 'ready';
  const upload = useFileUpload({
    upload: mutation.mutateAsync,
    types: zipTypes,
    maxSize: status.data?.maxUploadFileSize ?? maxUploadFileSize,
    typeMessage: t('uploads.custom_ui.error_file_type'),
    onUploaded: ({ customUiAssetId }) => onChange({ id: customUiAssetId, createdAt: Date.now() }),
  });
  const uploading = upload.state.status === 'uploading';
  const label = t('uploads.custom_ui.label');

  return (
    <Stack gap="s" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-state`}>
      <strong id={`${id}-label`}>{label}</strong>
      <Hint>{t('uploads.custom_ui.description')}</Hint>
      <p id={`${id}-state`} style={{ margin: 0 }} aria-live="polite">
        {value
          ? t('uploads.custom_ui.uploaded_at', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                value.createdAt,
              ),
            })
          : t('uploads.custom_ui.none')}
      </p>
      {!ready && !status.isPending ? <Hint>{t('uploads.custom_ui.not_configured')}</Hint> : null}
      <UploadActions>
        {ready ? (
          <FileButton
            accept={['.zip', ...zipTypes]}
            loading={uploading}
            name="customUiAssets"
            onFiles={(files) => void upload.choose(files)}
          >
            {value ? t('uploads.custom_ui.replace') : t('uploads.custom_ui.upload')}
          </FileButton>
        ) : null}
        {value ? (
          <Button
            kind="text"
            disabled={uploading}
            aria-label={`${t('uploads.custom_ui.remove')}: ${label}`}
            onClick={() => {
              upload.reset();
              onChange(null);
            }}
          >
            {t('uploads.custom_ui.remove')}
          </Button>
        ) : null}
      </UploadActions>
      {upload.state.status === 'error' ? <FieldError>{upload.state.message}</FieldError> : null}
    </Stack>
  );
};
