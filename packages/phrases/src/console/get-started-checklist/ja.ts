import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: 'はじめかたチェックリスト',
    description: 'このテナントを設定すると自動でチェックされます。',
    hide: 'チェックリストを隠す',
    create_application: 'アプリケーションを作成する',
    customize_sign_in: 'サインイン体験をカスタマイズする',
    add_connector: 'コネクターを追加する',
    create_user: 'ユーザーを作成する',
    invite_teammate: 'チームメンバーを招待する',
    done: '完了',
    to_do: '未完了',
  },
} satisfies Translated<typeof en, 'ja'>;
