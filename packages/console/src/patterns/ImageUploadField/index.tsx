import { imageMimeTypes, maxUploadFileSize } from '@gatehouse/schemas/uploads';
import { ImageIcon, Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadUserAsset } from '../../api/user-assets/mutations';
import { useUserAssetsServiceStatus } from '../../api/user-assets/queries';
import { Button } from '../../components/Button';
import { FormField } from '../../components/FormField';
import { Spinner } from '../../components/Spinner';
import { Input } from '../../components/TextField';
import styles from './index.module.css';
import { describeSize, describeTypes } from './upload-rules';
import { useFileUpload } from './use-file-upload';

/** The buttons of an upload field, in a row that wraps. */
export const UploadActions = ({ children }: { children: ReactNode }) => (
  <div className={styles.actions}>{children}</div>
);

/**
 * A button that opens the file picker (keyboard and screen readers reach the button; the file
 * input stays hidden) and hands over the chosen files.
 */
export const FileButton = ({
  accept,
  loading,
  onFiles,
  name,
  children,
  'aria-label': ariaLabel,
}: {
  accept: readonly string[];
  loading: boolean;
  onFiles: (files: File[]) => void;
  /** Names the hidden input (`data-upload-for`), for tests that set its files. */
  name: string;
  children: ReactNode;
  'aria-label'?: string;
}) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        icon={<Upload size={16} aria-hidden />}
        loading={loading}
        onClick={() => input.current?.click()}
        aria-label={ariaLabel}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept.join(',')}
        data-upload-for={name}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
};

export type ImageUploadFieldProps = {
  /** The image's URL; empty, null or undefined: none. */
  value: string | null | undefined;
  /** A new URL (uploaded or typed), or null when the image is removed. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  label: string;
  name: string;
  error?: string;
  /** A favicon's preview is a small square; a logo's a wide box. */
  kind?: 'logo' | 'favicon';
  placeholder?: string;
  /** The URL input, which a form focuses when the field is wrong. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * An image field (logo, favicon): the current image or a placeholder, an upload by button or by
 * dropping a file (one image of an allowed type, within the size limit: spec §5), a URL to type or
 * paste, and a remove button. Its states are idle, uploading and error (spec §4). Where uploads
 * are not set up (service status not `ready`), it is a URL field with a note. Its props fit
 * react-hook-form's `Controller`.
 *
 * @example
 * <Controller control={form.control} name="logoUrl" render={({ field, fieldState }) => (
 *   <ImageUploadField {...field} onChange={(url) => field.onChange(url ?? '')} label={t('…')} error={fieldState.error?.message} />
 * )} />
 */
export const ImageUploadField = ({
  value,
  onChange,
  onBlur,
  label,
  name,
  error,
  kind = 'logo',
  placeholder,
  ref,
}: ImageUploadFieldProps) => {
  const { t, i18n } = useTranslation();
  const status = useUserAssetsServiceStatus();
  const mutation = useUploadUserAsset();
  const ready = status.data?.status === 'ready';
  const types = (status.data?.allowUploadMimeTypes ?? imageMimeTypes).filter((type) => type.startsWith('image/'));
  const maxSize = status.data?.maxUploadFileSize ?? maxUploadFileSize;
  const upload = useFileUpload({
    upload: mutation.mutateAsync,
    types,
    maxSize,
    onUploaded: ({ url }) => onChange(url),
  });
  const [dragging, setDragging] = useState(false);
  const [broken, setBroken] = useState<string>();
  const uploading = upload.state.status === 'uploading';
  const shown = value && value !== broken ? value : undefined;

  const hint = ready
    ? t('uploads.hint', { types: describeTypes(types, i18n.language), size: describeSize(maxSize, i18n.language) })
    : status.isPending
      ? undefined
      : t('uploads.url_only');
  const dropTarget = ready
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        },
        onDragLeave: () => setDragging(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setDragging(false);
          void upload.choose([...event.dataTransfer.files]);
        },
      }
    : {};

  return (
    <FormField
      label={label}
      error={error ?? (upload.state.status === 'error' ? upload.state.message : undefined)}
      hint={hint}
    >
      {(control) => (
        <div className={styles.field}>
          <div
            className={[styles.preview, styles[kind], dragging ? styles.dragging : ''].join(' ')}
            data-state={upload.state.status}
            {...dropTarget}
          >
            {shown ? (
              <img src={shown} alt={t('uploads.preview', { label })} onError={() => setBroken(shown)} />
            ) : (
              <span className={styles.placeholder} title={t('uploads.no_image')}>
                <ImageIcon size={kind === 'favicon' ? 18 : 24} aria-hidden />
              </span>
            )}
            {uploading ? (
              <span className={styles.busy}>
                <Spinner label={t('uploads.uploading')} size={20} />
              </span>
            ) : null}
            {dragging ? <span className={styles.dropHint}>{t('uploads.drop_here')}</span> : null}
          </div>
          <div className={styles.controls}>
            <Input
              ref={ref}
              {...control}
              name={name}
              type="url"
              inputMode="url"
              autoComplete="off"
              value={value ?? ''}
              placeholder={placeholder}
              onChange={(event) => {
                upload.reset();
                onChange(event.target.value === '' ? null : event.target.value);
              }}
              onBlur={onBlur}
            />
            <UploadActions>
              {ready ? (
                <FileButton
                  accept={types}
                  loading={uploading}
                  aria-label={`${value ? t('uploads.replace') : t('uploads.upload')}: ${label}`}
                  onFiles={(files) => void upload.choose(files)}
                  name={name}
                >
                  {value ? t('uploads.replace') : t('uploads.upload')}
                </FileButton>
              ) : null}
              {value ? (
                <Button
                  kind="text"
                  disabled={uploading}
                  aria-label={`${t('uploads.remove')}: ${label}`}
                  onClick={() => {
                    upload.reset();
                    onChange(null);
                  }}
                >
                  {t('uploads.remove')}
                </Button>
              ) : null}
            </UploadActions>
          </div>
        </div>
      )}
    </FormField>
  );
};
