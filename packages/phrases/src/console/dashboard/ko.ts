import type { Translated } from '../../plurals';
import type en from './en';

export default {
  dashboard: {
    title: '대시보드',
    total_users: '전체 사용자',
    new_today: '오늘 신규 사용자',
    new_7_days: '신규 사용자, 최근 7일',
    dau: '일간 활성 사용자',
    wau: '주간 활성 사용자',
    mau: '월간 활성 사용자',
    active_chart: '활성 사용자, 최근 30일',
    sign_ins: '로그인',
    active_users: '활성 사용자',
    change_vs: {
      day: '어제 대비 {{change}}',
      week: '이전 7일 대비 {{change}}',
      month: '이전 30일 대비 {{change}}',
    },
    same_as: {
      day: '어제와 같음',
      week: '이전 7일과 같음',
      month: '이전 30일과 같음',
    },
    empty_chart: '아직 활동이 없습니다',
  },
} satisfies Translated<typeof en, 'ko'>;
