import type en from './en';

export default {
  audit_logs: {
    title: '감사 로그',
    subtitle: '모든 로그인 단계와 토큰 요청을 발생한 그대로 기록합니다. 시크릿은 여기에 표시되지 않습니다.',
    event: '이벤트',
    user: '사용자',
    application: '애플리케이션',
    time: '시간',
    result: '결과',
    success: '성공',
    error: '실패',
    all_events: '모든 이벤트',
    all_applications: '모든 애플리케이션',
    filter_user: '사용자 ID로 필터링',
    empty_title: '기록이 없습니다',
    empty_description: '사용자가 로그인하고 앱이 토큰을 요청하면 여기에 기록이 표시됩니다.',
    details_title: '기록',
    back_to_list: '감사 로그로 돌아가기',
    ip: 'IP 주소',
    user_agent: '사용자 에이전트',
    error_detail: '오류',
    log_id: '기록 ID',
    raw: '원본 기록(JSON)',
  },
} satisfies typeof en;
