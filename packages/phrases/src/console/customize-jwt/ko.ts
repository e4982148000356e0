import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: '사용자 지정 JWT',
    subtitle: '토큰마다 샌드박스에서 실행되는 스크립트로 액세스 토큰에 클레임을 추가합니다.',
    user_token_title: '사용자 액세스 토큰',
    user_token_description: 'API 리소스에 대해 사용자에게 발급되는 액세스 토큰입니다.',
    m2m_token_title: '머신 간 액세스 토큰',
    m2m_token_description: '머신 간 애플리케이션(클라이언트 자격 증명)에 발급되는 액세스 토큰입니다.',
    configured: '사용자 지정 클레임이 켜져 있습니다.',
    not_configured: '아직 사용자 지정 클레임이 없습니다.',
    add: '사용자 지정 클레임 추가',
    edit: '편집',
    delete_title: '사용자 지정 클레임 스크립트를 삭제할까요?',
    delete_message: '이 유형의 토큰에는 더 이상 추가 클레임이 포함되지 않습니다. 환경 변수도 함께 삭제됩니다.',
    deleted: '사용자 지정 클레임 스크립트를 삭제했습니다.',
    editor_subtitle: 'getCustomJwtClaims를 작성하고 샘플로 테스트한 다음 저장하세요.',
    back: '사용자 지정 JWT로 돌아가기',
    script: '스크립트',
    script_hint:
      '이 유형의 토큰마다 최대 1초 동안 실행되며, 서버가 허용하지 않는 한 네트워크나 파일에 접근할 수 없습니다. sub, aud, exp, scope 같은 클레임은 덮어쓸 수 없습니다.',
    variables: '환경 변수',
    variables_hint:
      '스크립트가 environmentVariables.NAME으로 읽는 비밀 값입니다. 값은 암호화되어 저장되며 다시 표시되지 않습니다.',
    saved_variables: '저장된 변수',
    variable_name: '이름',
    variable_value: '값',
    add_variable: '변수 추가',
    invalid_variables: '변수 이름은 문자나 밑줄로 시작하고 문자, 숫자, 밑줄만 포함합니다.',
    samples: '테스트',
    samples_hint: '테스트 실행이 스크립트에 전달하는 샘플 토큰과 컨텍스트(JSON)입니다.',
    token_sample: '샘플 토큰',
    context_sample: '샘플 컨텍스트',
    test: '테스트 실행',
    test_result: '토큰에 추가된 클레임',
    error_access_denied: '접근 거부:',
    error_general: '스크립트 실패:',
  },
} satisfies Translated<typeof en, 'ko'>;
