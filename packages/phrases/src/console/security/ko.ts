import type { Translated } from '../../plurals';
import type en from './en';

export default {
  security: {
    title: '보안',
    subtitle: '로그인과 가입을 봇과 비밀번호 추측으로부터 보호하고, 가입할 수 있는 이메일 주소를 정합니다.',
    captcha: {
      title: 'CAPTCHA',
      description: '로그인 또는 가입 전에 CAPTCHA를 요구합니다. 공급자가 각 응답을 서버 간에 확인합니다.',
      enable: '로그인과 가입 시 CAPTCHA 요구',
      enable_description: '공급자가 설정되어 있는 동안 적용됩니다.',
      not_configured: '아직 설정된 공급자가 없습니다.',
      configured: '{{provider}}, 사이트 키 {{siteKey}}',
      set_up: '공급자 설정',
      edit: '공급자 편집',
      page_title: 'CAPTCHA 공급자',
      page_subtitle: '로그인 페이지에 위젯을 표시하고 응답을 확인하는 서비스입니다.',
      back: '보안으로 돌아가기',
      provider: '공급자',
      providers: {
        Turnstile: 'Cloudflare Turnstile',
        RecaptchaEnterprise: 'reCAPTCHA Enterprise',
      },
      site_key: '사이트 키',
      secret_key: '비밀 키',
      secret_key_hint: 'reCAPTCHA Enterprise에서는 API 키입니다. 암호화되어 저장되며 다시 표시되지 않습니다.',
      project_id: '프로젝트 ID',
      guide: '이 키를 얻는 방법',
      delete_title: '공급자 삭제',
      delete_description: '로그인과 가입에서 더 이상 CAPTCHA를 요구하지 않습니다.',
      delete_confirm: 'CAPTCHA 공급자를 삭제할까요? 로그인과 가입에서 더 이상 CAPTCHA를 요구하지 않습니다.',
      deleted: 'CAPTCHA 공급자가 삭제되었습니다.',
    },
    guides: {
      Turnstile: {
        title: 'Cloudflare Turnstile 설정',
        step_1: 'Cloudflare 대시보드에서 Turnstile을 열고 위젯을 추가합니다.',
        step_2: '로그인 페이지의 호스트 이름을 위젯의 도메인에 추가합니다.',
        step_3: '사이트 키와 비밀 키를 CAPTCHA 공급자 양식에 복사합니다.',
      },
      RecaptchaEnterprise: {
        title: 'reCAPTCHA Enterprise 설정',
        step_1: 'Google Cloud 콘솔에서 프로젝트의 reCAPTCHA Enterprise API를 사용 설정합니다.',
        step_2: '로그인 페이지의 호스트 이름에 대해 점수 기반 웹사이트 키를 만듭니다.',
        step_3: 'reCAPTCHA Enterprise로 제한된 API 키를 만든 다음 사이트 키, API 키, 프로젝트 ID를 입력합니다.',
      },
    },
    lockout: {
      title: '잠금',
      description:
        '비밀번호가 이 횟수만큼 틀리면 계정이 한동안 잠깁니다. 올바른 비밀번호를 입력하면 횟수가 초기화됩니다.',
      max_attempts: '잠금 전 실패 횟수',
      lockout_duration: '잠금 시간(분)',
    },
    unlock: {
      title: '계정 잠금 해제',
      description: '지금 잠금을 해제합니다. 잠긴 사용자 이름, 이메일 또는 전화번호를 입력하세요.',
      identifier: '사용자 이름, 이메일 또는 전화번호',
      submit: '잠금 해제',
      done: '“{{identifier}}”의 잠금이 해제되었습니다.',
    },
    blocklist: {
      title: '이메일 차단 목록',
      description: '가입할 때와 사용자가 계정에 이메일을 추가할 때 거부되는 이메일 주소입니다.',
      domains: '차단된 도메인',
      domains_hint: '한 줄에 도메인 하나. 하위 도메인도 차단됩니다.',
      block_free: '무료 이메일 공급자 차단',
      block_free_description: 'gmail.com, outlook.com, yahoo.com 같은 일반적인 무료 공급자를 거부합니다.',
      block_subaddressing: '하위 주소 차단',
      block_subaddressing_description: 'name+news@example.com처럼 + 태그가 붙은 주소를 거부합니다.',
    },
  },
} satisfies Translated<typeof en, 'ko'>;
