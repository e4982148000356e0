import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: '시작하기',
    welcome: 'Gatehouse에 오신 것을 환영합니다',
    subtitle:
      '사용자 로그인에 필요한 모든 것을 한곳에서 관리하세요. 첫 번째 앱을 연결하는 데 필요한 정보는 다음과 같습니다.',
    endpoints_title: 'Gatehouse 엔드포인트',
    endpoints_description: '앱은 발급자(Issuer)를 통해 사용자를 로그인시키고, 백엔드는 관리 API를 호출합니다.',
    issuer: '발급자(OpenID Connect)',
    discovery: 'OpenID 구성',
    management_api: '관리 API 리소스 표시기',
    tenant_id: '테넌트 ID',
    explore_title: '둘러보기',
    api_reference_title: '관리 API 참조',
    api_reference_description: '모든 관리 엔드포인트에 대한 OpenAPI 문서로, 도구와 스크립트에서 활용할 수 있습니다.',
    docs_title: '문서 읽기',
    docs_description: '앱 연결, API 보호, Gatehouse 운영에 관한 가이드입니다.',
  },
} satisfies Translated<typeof en, 'ko'>;
