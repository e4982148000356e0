import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: 'アカウントセンター',
    description:
      'サインイン済みのユーザーが、アカウント API（/api/my-account）を通じて自分のアカウントを項目ごとに表示・変更できるようにします。',
    enable: 'アカウント API を有効にする',
    enable_description: 'オフの間は、項目の設定にかかわらず、アカウント API へのすべてのリクエストが拒否されます。',
    disabled_notice: 'アカウント API はオフです。下の項目の設定は、有効にした時点で適用されます。',
    security_title: 'サインイン識別子と認証情報',
    security_description:
      'これらを変更するには、直近の本人確認が必要です。現在のパスワード、または現在のメールアドレスや電話番号に送られたコードを使います。',
    profile_title: 'プロフィールデータ',
    profile_description: 'ユーザーは追加の確認なしに直接変更できます。',
    controls: {
      Off: 'オフ',
      ReadOnly: '読み取り専用',
      Edit: '編集可',
    },
    fields: {
      name: '表示名',
      avatar: 'プロフィール画像',
      profile: 'プロフィール',
      customData: 'カスタムデータ',
      username: 'ユーザー名',
      email: 'メインのメールアドレス',
      phone: 'メインの電話番号',
      password: 'パスワード',
      social: 'ソーシャルアカウント',
      mfa: '多要素認証',
    },
    hints: {
      profile: '標準のプロフィール属性：名、ニックネーム、住所など。',
      customData: 'ユーザーに保存される自由形式の JSON。編集すると全体が置き換わります。',
      username: 'テナント内で一意である必要があります。',
      email: '新しいアドレスは、そこに送られたコードで確認されます。',
      phone: '新しい番号は、そこに送られたコードで確認されます。',
      password: '新しいパスワードはパスワードポリシーを満たす必要があります。',
      social: '連携済みのソーシャルアカウントは表示できますが、アカウント API ではまだ変更できません。',
      mfa: 'アカウント API ではまだ多要素認証を管理できません。',
    },
  },
} satisfies Translated<typeof en, 'ja'>;
