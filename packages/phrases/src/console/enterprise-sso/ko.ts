import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: '엔터프라이즈 SSO',
    subtitle:
      '회사 직원이 자사 ID 공급자를 통해 로그인합니다. 회사의 이메일 도메인 주소를 입력하면 그곳으로 안내됩니다.',
    add: '엔터프라이즈 커넥터 추가',
    table_caption: '엔터프라이즈 SSO 커넥터',
    name: '이름',
    provider: '공급자',
    domains: '이메일 도메인',
    no_domains: '아직 없음',
    empty_title: '아직 엔터프라이즈 커넥터가 없습니다',
    empty_description:
      '서비스하는 회사의 ID 공급자(Okta, Entra ID, Google Workspace 또는 모든 OpenID Connect 공급자)를 연결하세요.',
    pick_title: 'ID 공급자 선택',
    pick_description: '커넥터는 이 공급자를 통해 로그인시킵니다. 설정은 다음 단계에서 합니다.',
    coming_soon: '출시 예정',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'OpenID Connect를 지원하는 모든 ID 공급자.' },
      SAML: { name: 'SAML', description: 'SAML 2.0을 지원하는 모든 ID 공급자.' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID(이전 Azure AD), SAML 2.0 사용.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID(이전 Azure AD), OpenID Connect 사용.',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: 'Google Workspace 조직의 계정.' },
      Okta: { name: 'Okta', description: 'Okta 조직의 계정, OpenID Connect 사용.' },
    },
    create_title: '{{provider}} 커넥터 추가',
    create_subtitle:
      '먼저 커넥터 이름을 정하세요. 그러면 연결 탭에 ID 공급자에 등록할 리디렉션 URI가 그곳에서 복사할 설정 옆에 표시됩니다.',
    create: '커넥터 만들기',
    created: '{{name}}을(를) 만들었습니다.',
    connector_name: '커넥터 이름',
    connector_name_hint: '나와 팀을 위한 이름입니다. 로그인하는 사람에게는 경험 탭의 표시 이름이 보입니다.',
    fields: {
      issuer: '발급자(Issuer)',
      issuer_hint: 'ID 공급자의 URL입니다. 여기에서 디스커버리 문서를 읽습니다.',
      clientId: '클라이언트 ID',
      clientSecret: '클라이언트 시크릿',
      scope: '스코프',
      scope_hint: '공백으로 구분하고 openid를 포함합니다. 비워 두면: openid profile email.',
    },
    not_configured: '구성되지 않음',
    not_configured_notice:
      '이 커넥터에는 아직 연결 설정이 없어 로그인 페이지에 표시되지 않습니다. 아래 리디렉션 URI를 ID 공급자에 등록한 뒤, 받은 설정을 입력하고 저장하세요.',
    redirect_title: '리디렉션 URI',
    redirect_description: '이 URI를 ID 공급자가 사용자를 되돌려 보내는 주소로 등록하세요.',
    redirect_uri: '리디렉션 URI',
    details_tabs: '엔터프라이즈 SSO 커넥터 섹션',
    tab_connection: '연결',
    tab_experience: '경험',
    connector_id: '커넥터 ID',
    general_title: '커넥터',
    general_description: '이 콘솔에서 커넥터의 이름.',
    connection_title: '연결',
    connection_description: 'ID 공급자와 그곳에 등록한 애플리케이션.',
    branding_title: '로그인 버튼',
    branding_description: '로그인 페이지에서 이 커넥터에 대해 보여 주는 내용.',
    display_name: '표시 이름',
    logo: '로고 URL',
    dark_logo: '다크 모드용 로고 URL',
    domains_title: '이메일 도메인',
    domains_description:
      '이 도메인의 주소는 이 커넥터로 로그인합니다. 하나의 도메인은 테넌트의 커넥터 하나에만 속합니다.',
    free_domain_warning:
      '{{domain}}은(는) 무료 이메일 도메인입니다. 이런 주소를 가진 모든 사람이 이 회사의 ID 공급자로 안내됩니다.',
    domain_in_use: '{{domain}}은(는) 이미 다른 엔터프라이즈 커넥터가 소유하고 있습니다.',
    sync_profile: '로그인할 때마다 프로필 동기화',
    sync_profile_description:
      '이름, 사진, 이메일을 매번 ID 공급자에서 업데이트합니다. 끄면 첫 로그인 때만 업데이트합니다.',
    danger_title: '커넥터 삭제',
    delete_description:
      '{{name}}(으)로 로그인하던 사람은 더 이상 로그인할 수 없습니다. 계정은 유지됩니다. 도메인은 해제됩니다.',
    delete: '커넥터 삭제',
    remove_title: '{{name}}을(를) 삭제할까요?',
    remove_message: '커넥터, 그 도메인, 그리고 사용자와 조직의 이 커넥터 연결이 삭제됩니다.',
    deleted: '{{name}}을(를) 삭제했습니다.',
  },
} satisfies Translated<typeof en, 'ko'>;
