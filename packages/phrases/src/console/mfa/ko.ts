import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: '다중 인증',
    subtitle:
      '첫 번째 로그인 방법 다음의 두 번째 단계: 사용자가 등록할 수 있는 요소와 로그인 페이지가 요소를 요청하는 시점입니다.',
    factors_title: '요소',
    factors_description: '사용자가 등록하고 로그인할 때 확인할 수 있는 두 번째 요소입니다.',
    factors: {
      Totp: {
        title: '인증 앱 (TOTP)',
        description: 'Google Authenticator나 1Password 같은 앱에서 30초마다 바뀌는 6자리 코드.',
      },
      WebAuthn: {
        title: '패스키 (WebAuthn)',
        description: '지문, 얼굴, 화면 잠금 또는 보안 키.',
      },
      BackupCode: {
        title: '백업 코드',
        description: '다른 요소 없이 들어갈 수 있는 일회용 코드 10개. 다른 요소가 켜져 있어야 합니다.',
      },
      EmailVerificationCode: {
        title: '이메일 코드',
        description: '사용자의 기본 이메일 주소로 보내는 코드입니다. 이메일 주소가 없는 사용자는 사용할 수 없습니다.',
      },
      PhoneVerificationCode: {
        title: 'SMS 코드',
        description:
          '사용자의 기본 전화번호로 문자 메시지로 보내는 코드입니다. 전화번호가 없는 사용자는 사용할 수 없습니다.',
      },
    },
    passkey_title: '패스키 로그인',
    passkey_description: '패스키를 만든 사용자는 사용자 이름이나 비밀번호 없이 패스키만으로 로그인할 수 있습니다.',
    passkey_sign_in: '패스키로 로그인',
    passkey_needs_webauthn: '위의 패스키(WebAuthn)를 켜야 합니다. 사용자는 두 번째 요소로 패스키를 만듭니다.',
    related_origins: '관련 출처',
    related_origins_hint:
      '사용자가 같은 패스키를 만들고 사용할 수 있는 다른 https 사이트(예: https://shop.example.com). 브라우저는 /.well-known/webauthn에서 읽습니다. 최대 20개.',
    needs_email_connector: '활성화된 이메일 커넥터가 필요합니다(커넥터 → 이메일 및 SMS).',
    needs_sms_connector: '활성화된 SMS 커넥터가 필요합니다(커넥터 → 이메일 및 SMS).',
    policy_title: '정책',
    policy_description: '로그인 페이지가 사용자에게 두 번째 요소를 요청하는 시점.',
    policy: 'MFA 정책',
    policies: {
      UserControlled: {
        title: '사용자 선택',
        description: '요소를 등록한 사용자는 로그인할 때 확인하며, 누구에게도 등록을 요청하지 않습니다.',
      },
      Mandatory: {
        title: '필수',
        description: '모든 사용자가 요소를 등록하고 로그인할 때마다 확인해야 합니다. 건너뛸 수 없습니다.',
      },
      PromptOnlyAtSignIn: {
        title: '로그인 시 제안',
        description: '요소가 없는 사용자에게 로그인할 때 등록을 제안하며, 건너뛸 수 있습니다.',
      },
      PromptAtSignInAndSignUp: {
        title: '로그인 및 가입 시 제안',
        description: '같은 제안을 가입할 때도 합니다.',
      },
      NoPrompt: {
        title: '제안하지 않음',
        description: '요소를 등록한 사용자는 확인하며, 누구에게도 등록을 제안하지 않습니다.',
      },
    },
    remember_device_days: '이 기기 기억하기(일)',
    remember_device_hint: '신뢰하는 기기에서는 이 기간 동안 두 번째 요소를 건너뛸 수 있습니다. 0이면 옵션을 숨깁니다.',
    organization_title: 'MFA를 요구하는 조직',
    organization_description:
      '“MFA 필수”가 켜진 조직에 로그인하는 사용자는 위 정책과 관계없이 요소를 등록하고 확인해야 하며, 건너뛸 수 없습니다.',
    errors: {
      mandatory_needs_factor: '필수 정책에는 백업 코드 외에 켜진 요소가 하나 필요합니다.',
      backup_needs_factor: '백업 코드에는 인증 앱이나 패스키를 켜야 합니다.',
    },
    lockout_title: '사용자가 로그인하지 못할 수 있습니다',
    lockout_mandatory: '요소가 없는 모든 사용자는 다시 로그인하기 전에 요소를 등록해야 합니다.',
    lockout_factor_off: '{{factors}}을(를) 등록한 사용자는 더 이상 이를 사용해 로그인할 수 없습니다.',
    lockout_confirm: '그래도 저장',
  },
} satisfies Translated<typeof en, 'ko'>;
