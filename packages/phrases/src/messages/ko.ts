import type { MessagePhrases } from './en';

const ko: MessagePhrases = {
  layout: {
    ignore: '본인이 요청하지 않았다면 이 메시지를 무시하셔도 됩니다.',
    codeLabel: '인증 코드',
    linkLabel: '링크 열기',
  },
  SignIn: {
    subject: '로그인 인증 코드',
    body: '로그인 인증 코드는 {{code}}입니다. 10분 후에 만료됩니다.',
  },
  Register: {
    subject: '이메일 주소를 확인해 주세요',
    body: '계정 생성을 위한 인증 코드는 {{code}}입니다. 10분 후에 만료됩니다.',
  },
  ForgotPassword: {
    subject: '비밀번호 재설정',
    body: '비밀번호 재설정을 위한 인증 코드는 {{code}}입니다. 10분 후에 만료됩니다.',
  },
  MagicLink: {
    subject: '로그인 링크',
    body: '이 링크를 열어 로그인하세요. 한 번만 사용할 수 있으며 곧 만료됩니다: {{link}}',
  },
  OrganizationInvitation: {
    subject: '조직 초대',
    body: '조직에 초대되었습니다. 다음 링크에서 초대를 수락해 주세요: {{link}}',
  },
  Generic: {
    subject: '인증 코드 안내',
    body: '인증 코드는 {{code}}입니다. 10분 후에 만료됩니다.',
  },
  UserPermissionValidation: {
    subject: '본인 확인',
    body: '계정 변경 사항을 확인하기 위한 인증 코드는 {{code}}입니다. 10분 후에 만료됩니다.',
  },
  BindNewIdentifier: {
    subject: '새 주소 확인',
    body: '이 주소를 계정에 추가하기 위한 인증 코드는 {{code}}입니다. 10분 후에 만료됩니다.',
  },
  MfaVerification: {
    subject: '2단계 인증 코드',
    body: '2단계 인증 코드는 {{code}}입니다. 10분 후에 만료됩니다.',
  },
};

export default ko;
