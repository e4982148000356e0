import type { Translated } from '../../plurals';
import type en from './en';

export default {
  signing_keys: {
    title: '署名キー',
    subtitle:
      'トークンと Cookie に署名するキーです。定期的にローテーションしてください。以前のキーは削除するまで、発行済みのものを検証し続けます。',
    private_keys: 'トークン署名キー',
    private_keys_description: 'JWKS で公開され、アプリは ID トークンとアクセストークンの検証に使います。',
    cookie_keys: 'Cookie キー',
    cookie_keys_description: 'サインインセッションの Cookie に署名します。',
    id: 'キー ID',
    algorithm: 'アルゴリズム',
    created: '作成日時',
    status: '状態',
    current: '現在',
    previous: '以前',
    rotate: 'ローテーション',
    rotate_title: 'キーをローテーションしますか？',
    rotate_description:
      '新しいキーが現在のキーになります。現在のキーは以前のキーになり、それより古いキーは削除されます。',
    algorithm_label: '署名アルゴリズム',
    rotated: 'キーをローテーションしました。',
    delete: '削除',
    delete_title: '以前のキーを削除しますか？',
    delete_description: 'このキーで署名されたトークンは直ちに検証できなくなります。',
    deleted: 'キーを削除しました。',
    empty: 'キーはありません',
  },
} satisfies Translated<typeof en, 'ja'>;
