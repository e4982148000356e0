import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: '계정 센터',
    description: '로그인한 사용자가 계정 API(/api/my-account)로 자신의 계정을 항목별로 보고 변경할 수 있게 합니다.',
    enable: '계정 API 사용',
    enable_description: '꺼져 있는 동안에는 항목 설정과 관계없이 계정 API 요청이 모두 거부됩니다.',
    disabled_notice: '계정 API가 꺼져 있습니다. 아래 항목 설정은 켜는 즉시 적용됩니다.',
    security_title: '로그인 식별자와 자격 증명',
    security_description:
      '이 항목을 변경하려면 최근의 본인 확인이 필요합니다. 현재 비밀번호나 현재 이메일 또는 전화번호로 받은 코드를 사용합니다.',
    profile_title: '프로필 데이터',
    profile_description: '사용자가 추가 확인 없이 직접 변경합니다.',
    controls: {
      Off: '끔',
      ReadOnly: '읽기 전용',
      Edit: '편집',
    },
    fields: {
      name: '표시 이름',
      avatar: '프로필 사진',
      profile: '프로필',
      customData: '사용자 지정 데이터',
      username: '사용자 이름',
      email: '기본 이메일',
      phone: '기본 전화번호',
      password: '비밀번호',
      social: '소셜 계정',
      mfa: '다단계 인증',
    },
    hints: {
      profile: '표준 프로필 속성: 이름, 닉네임, 주소 등.',
      customData: '사용자에게 저장되는 자유 형식 JSON이며, 편집하면 전체가 바뀝니다.',
      username: '테넌트 안에서 고유해야 합니다.',
      email: '새 주소는 그 주소로 보낸 코드로 확인합니다.',
      phone: '새 번호는 그 번호로 보낸 코드로 확인합니다.',
      password: '새 비밀번호는 비밀번호 정책을 통과해야 합니다.',
      social: '연결된 소셜 계정은 볼 수 있지만 계정 API로는 아직 변경할 수 없습니다.',
      mfa: '계정 API는 아직 다단계 인증을 관리하지 않습니다.',
    },
  },
} satisfies Translated<typeof en, 'ko'>;
