import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkChosenFiles, describeSize, describeTypes, problemOfUploadError } from './upload-rules';

export type UploadState = { status: 'idle' } | { status: 'uploading' } | { status: 'error'; message: string };

/**
 * The states of an upload field (spec §4: idle, uploading, error): a choice is checked here first,
 * then sent with `upload`; its answer goes to `onUploaded`. Errors are the field's to show (the
 * upload mutations keep the server's refusals of a file out of the toasts).
 *
 * @example
 * const upload = useFileUpload({ upload: mutation.mutateAsync, types, maxSize, onUploaded: ({ url }) => onChange(url) });
 * <input type="file" onChange={(event) => upload.choose([...(event.target.files ?? [])])} />
 */
export const useFileUpload = <T>({
  upload,
  types,
  maxSize,
  onUploaded,
  typeMessage,
}: {
  upload: (file: File) => Promise<T>;
  types: readonly string[];
  maxSize: number;
  onUploaded: (answer: T) => void;
  /** What a file of the wrong type is told, instead of the list of allowed types. */
  typeMessage?: string;
}) => {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const messageOf = (problem: ReturnType<typeof problemOfUploadError>) => {
    if (problem === 'error_file_type' && typeMessage) return typeMessage;
    if (problem === 'error_file_count') return t('uploads.error_file_count');
    if (problem === 'error_file_type')
      return t('uploads.error_file_type', { types: describeTypes(types, i18n.language) });
    if (problem === 'error_file_size')
      return t('uploads.error_file_size', { limit: describeSize(maxSize, i18n.language) });
    return problem?.message ?? t('uploads.error_upload');
  };

  const choose = async (files: readonly File[]) => {
    if (files.length === 0 || state.status === 'uploading') return;
    const checked = checkChosenFiles(files, { types, maxSize });
    if ('problem' in checked) return setState({ status: 'error', message: messageOf(checked.problem) });
    setState({ status: 'uploading' });
    try {
      const answer = await upload(checked.file);
      setState({ status: 'idle' });
      onUploaded(answer);
    } catch (error) {
      setState({ status: 'error', message: messageOf(problemOfUploadError(error)) });
    }
  };

  return { state, choose, reset: () => setState({ status: 'idle' }) };
};
