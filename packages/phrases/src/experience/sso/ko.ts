export default {
  sso: {
    title: '통합 인증(SSO)',
    description: '회사 이메일 주소를 입력하세요. 조직의 로그인 페이지로 안내해 드립니다.',
    input_email: '회사 이메일',
    no_connector: '{{domain}}에는 통합 인증이 설정되어 있지 않습니다. 주소를 확인하거나 다른 방법으로 로그인하세요.',
    redirecting: '조직의 로그인 페이지로 이동하는 중…',
    checking_account: '조직 계정을 확인하는 중입니다.',
    entry: '통합 인증으로 로그인',
    offer: '{{provider}}에서 통합 인증으로 로그인합니다.',
  },
};
