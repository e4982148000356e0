import type { Translated } from '../../plurals';
import type en from './en';

export default {
  uploads: {
    upload: 'アップロード',
    replace: '置き換え',
    remove: '削除',
    uploading: 'アップロード中…',
    no_image: '画像なし',
    preview: '{{label}} のプレビュー',
    hint: '画像をアップロードまたはドロップするか（{{types}}、{{size}} まで）、URL を貼り付けてください。',
    drop_here: 'ここに画像をドロップ',
    url_only: 'このサーバーではアップロードが設定されていません。画像の URL を貼り付けてください。',
    error_file_count: 'ファイルは 1 つだけ選択してください。',
    error_file_type: 'この種類のファイルは使用できません。使用可能: {{types}}。',
    error_file_size: 'ファイルが {{limit}} を超えています。',
    error_upload: 'アップロードに失敗しました。もう一度お試しください。',
    custom_ui: {
      not_configured: 'このサーバーではアップロードが設定されていません。',
      label: 'カスタムサインイン UI',
      description:
        'ルートに index.html がある独自のサインインアプリの ZIP をアップロードします。組み込みのサインインページの代わりに表示されます。',
      none: 'なし: 組み込みのサインインページが表示されます。',
      uploaded_at: '{{date}} にアップロード',
      upload: 'ZIP をアップロード',
      replace: 'ZIP を置き換え',
      remove: '削除',
      error_file_type: 'ZIP アーカイブを選択してください。',
    },
  },
} satisfies Translated<typeof en, 'ja'>;
