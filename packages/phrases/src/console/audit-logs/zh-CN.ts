import type en from './en';

export default {
  audit_logs: {
    title: '审计日志',
    subtitle: '如实记录每一个登录步骤和令牌请求。密钥绝不会出现在这里。',
    event: '事件',
    user: '用户',
    application: '应用',
    time: '时间',
    result: '结果',
    success: '成功',
    error: '失败',
    all_events: '所有事件',
    all_applications: '所有应用',
    filter_user: '按用户 ID 筛选',
    empty_title: '暂无记录',
    empty_description: '用户登录或应用请求令牌时，记录会显示在这里。',
    details_title: '记录',
    back_to_list: '返回审计日志',
    ip: 'IP 地址',
    user_agent: '用户代理',
    error_detail: '错误',
    log_id: '记录 ID',
    raw: '原始记录（JSON）',
  },
} satisfies typeof en;
