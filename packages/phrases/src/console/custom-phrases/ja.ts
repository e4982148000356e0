import type { Translated } from '../../plurals';
import type en from './en';

export default {
  custom_phrases: {
    title: 'カスタムフレーズ',
    description: 'サインインページのあらゆるテキストを、組み込み言語または約 150 のその他の言語で変更できます。',
    languages_with_phrases: 'カスタムフレーズのある言語',
    none: 'カスタムフレーズのある言語はまだありません。',
    manage: '言語を管理',
    modal_title: '言語を管理',
    modal_description:
      '言語を選び、組み込みのテキストを置き換えるテキストを入力します。保存するとすぐにサインインページに表示されます。',
    languages: '言語',
    custom_badge: 'カスタム',
    built_in_badge: '組み込み',
    not_saved_badge: '未保存',
    add_language: '言語を追加',
    search_languages: '言語を検索',
    language_to_add: '言語',
    no_language_matches: '検索に一致する言語はありません。',
    add: '追加',
    base_note: '空のフレーズには、組み込みの{{language}}のテキストが表示されます。',
    search_phrases: 'フレーズを検索',
    only_customized: 'カスタマイズしたフレーズのみ',
    column_key: 'キー',
    column_built_in: '組み込みテキスト',
    column_custom: 'カスタムテキスト',
    custom_text_for: '{{key}} のカスタムテキスト',
    phrases_of: '{{language}}のフレーズ',
    no_phrase_matches: '検索に一致するフレーズはありません。',
    delete_language: '言語を削除',
    delete_title: '{{language}}のカスタムフレーズを削除しますか？',
    delete_message:
      'サインインページには再び組み込みのテキストが表示されます。組み込みでない言語はサインインページで選べなくなります。',
    discard_title: '保存していない変更を破棄しますか？',
    discard_message: '{{language}}のフレーズへの変更は保存されておらず、失われます。',
    saved: '{{language}}のカスタムフレーズを保存しました。',
    deleted: '{{language}}のカスタムフレーズを削除しました。',
    fallback_in_use:
      '{{language}}はサインイン体験のフォールバック言語です。フレーズを削除する前に、別のフォールバック言語を選択してください。',
  },
} satisfies Translated<typeof en, 'ja'>;
