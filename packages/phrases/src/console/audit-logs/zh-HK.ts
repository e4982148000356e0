import type en from './en';

export default {
  audit_logs: {
    title: '審計記錄',
    subtitle: '如實記錄每個登入步驟及令牌要求。密鑰絕不會在此出現。',
    event: '事件',
    user: '用戶',
    application: '應用程式',
    time: '時間',
    result: '結果',
    success: '成功',
    error: '失敗',
    all_events: '所有事件',
    all_applications: '所有應用程式',
    filter_user: '按用戶 ID 篩選',
    empty_title: '沒有記錄',
    empty_description: '當用戶登入及應用程式要求令牌時，記錄便會在此顯示。',
    details_title: '記錄',
    back_to_list: '返回審計記錄',
    ip: 'IP 位址',
    user_agent: '用戶代理程式',
    error_detail: '錯誤',
    log_id: '記錄 ID',
    raw: '原始記錄（JSON）',
  },
} satisfies typeof en;
