import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started_checklist: {
    title: '시작하기 체크리스트',
    description: '이 테넌트를 설정하면 자동으로 체크됩니다.',
    hide: '체크리스트 숨기기',
    create_application: '애플리케이션 만들기',
    customize_sign_in: '로그인 경험 사용자 지정',
    add_connector: '커넥터 추가',
    create_user: '사용자 만들기',
    invite_teammate: '팀원 초대하기',
    done: '완료',
    to_do: '할 일',
  },
} satisfies Translated<typeof en, 'ko'>;
