import type en from './en';

export default {
  audit_logs: {
    title: '稽核記錄',
    subtitle: '如實記錄每個登入步驟與權杖要求。密鑰絕不會出現在這裡。',
    event: '事件',
    user: '使用者',
    application: '應用程式',
    time: '時間',
    result: '結果',
    success: '成功',
    error: '失敗',
    all_events: '所有事件',
    all_applications: '所有應用程式',
    filter_user: '依使用者 ID 篩選',
    empty_title: '沒有記錄',
    empty_description: '當使用者登入、應用程式要求權杖時，記錄就會顯示在這裡。',
    details_title: '記錄',
    back_to_list: '返回稽核記錄',
    ip: 'IP 位址',
    user_agent: '使用者代理程式',
    error_detail: '錯誤',
    log_id: '記錄 ID',
    raw: '原始記錄（JSON）',
  },
} satisfies typeof en;
