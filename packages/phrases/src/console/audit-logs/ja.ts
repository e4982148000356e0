import type en from './en';

export default {
  audit_logs: {
    title: '監査ログ',
    subtitle:
      'すべてのサインインのステップとトークンリクエストを、発生したとおりに記録します。シークレットがここに表示されることはありません。',
    event: 'イベント',
    user: 'ユーザー',
    application: 'アプリケーション',
    time: '日時',
    result: '結果',
    success: '成功',
    error: '失敗',
    all_events: 'すべてのイベント',
    all_applications: 'すべてのアプリケーション',
    filter_user: 'ユーザー ID で絞り込み',
    empty_title: '記録はありません',
    empty_description:
      'ユーザーがサインインしたり、アプリがトークンをリクエストしたりすると、ここに記録が表示されます。',
    details_title: '記録',
    back_to_list: '監査ログに戻る',
    ip: 'IP アドレス',
    user_agent: 'ユーザーエージェント',
    error_detail: 'エラー',
    log_id: '記録 ID',
    raw: '生の記録（JSON）',
  },
} satisfies typeof en;
