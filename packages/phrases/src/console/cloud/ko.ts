import type { Translated } from '../../plurals';
import type en from './en';

export default {
  cloud: {
    switcher: {
      label: '테넌트 전환',
      tenants: '테넌트',
      invitations: '초대',
      join: '참여',
      pending: '대기 중인 초대',
    },
    tags: {
      development: '개발',
      production: '프로덕션',
    },
    status: {
      suspended: '일시 중지됨',
      mau_exceeded: 'MAU 초과',
      token_exceeded: '토큰 초과',
    },
    regions: {
      EU: '유럽',
      US: '미국',
      AU: '호주',
    },
    plans: {
      free: '무료',
      pro: '프로',
      dev: '개발',
      admin: '관리자',
      enterprise: '엔터프라이즈',
    },
    fields: {
      name: '테넌트 이름',
      region: '리전',
      purpose: '사용 목적',
    },
    create: {
      title: '테넌트 만들기',
      submit: '테넌트 만들기',
      created: '테넌트를 만들었습니다.',
      purpose_development: '개발 및 테스트용. 실제 사용자용이 아닙니다.',
      purpose_production: '운영 중인 앱과 실제 사용자용.',
    },
    welcome: {
      title: 'Gatehouse에 오신 것을 환영합니다',
      description: '테넌트를 만들어 애플리케이션과 사용자를 추가하거나, 초대받은 테넌트에 참여하세요.',
    },
    onboarding: {
      title: '첫 테넌트 만들기',
      description: '테넌트에는 애플리케이션, 사용자, 로그인 설정이 담깁니다. 나중에 더 추가할 수 있습니다.',
      name: '프로젝트 이름',
      default_name: '내 프로젝트',
      collaborators: '공동 작업자 초대',
      collaborators_hint: '이메일 주소를 입력하고 스페이스나 Enter를 누르세요. 공동 작업자로 참여합니다.',
      submit: '만들고 계속',
    },
    errors: {
      invalid_email: '일부 주소가 올바른 이메일이 아닙니다. 수정하거나 제거하세요. 올바른 주소만 초대됩니다.',
    },
    accept: {
      title: '초대 수락',
      email_mismatch_title: '이 초대는 다른 이메일용입니다',
      email_mismatch: '{{account}}(으)로 로그인되어 있습니다. 수락하려면 초대받은 계정으로 로그인하세요.',
      switch_account: '계정 전환',
      not_found: '초대를 찾을 수 없습니다',
      invalid_status: '초대 상태가 올바르지 않습니다. 이미 수락되었거나 취소되었거나 만료되었습니다.',
      failed: '초대를 수락하지 못했습니다. 나중에 다시 시도하세요.',
      go_home: '콘솔로 이동',
    },
  },
} satisfies Translated<typeof en, 'ko'>;
