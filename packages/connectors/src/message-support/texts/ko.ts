import type en from './en';

export default {
  common: {
    filePath: '파일 경로',
    filePathHelp:
      '각 메시지는 JSON 한 줄로 이 파일에 추가됩니다. 상대 경로는 서버가 실행 중인 폴더에서 시작하며, 이름은 .log 또는 .jsonl로 끝나야 합니다.',
    url: '엔드포인트 URL',
    urlHelp: 'http 또는 https 주소입니다. 각 메시지가 JSON POST 요청으로 전송됩니다.',
    headers: '요청 헤더',
    headersHelp:
      '각 요청과 함께 보내는 HTTP 헤더의 JSON 객체입니다(예: 토큰이 담긴 Authorization 헤더). 비밀로 보관됩니다.',
  },
  devEmail: {
    name: '개발용 이메일(로그 및 파일)',
    description: '개발 전용: 이메일을 전달하지 않습니다. 각 메시지를 코드나 링크와 함께 서버 로그와 파일에 기록합니다.',
  },
  devSms: {
    name: '개발용 SMS(로그 및 파일)',
    description: '개발 전용: 문자 메시지를 보내지 않습니다. 각 메시지를 코드와 함께 서버 로그와 파일에 기록합니다.',
  },
  smtp: {
    name: 'SMTP',
    description: 'SMTP를 지원하는 메일 서버나 제공업체를 통해 이메일을 보냅니다.',
    host: '호스트',
    hostHelp: '메일 서버 이름입니다(예: smtp.example.com).',
    port: '포트',
    portHelp: '보통 STARTTLS는 587, 암시적 TLS는 465, 암호화 없음은 25입니다.',
    security: '암호화',
    securityHelp: '메일 서버와의 연결을 보호하는 방식입니다.',
    securityNone: '없음(암호화 안 함)',
    securityStarttls: 'STARTTLS(필수)',
    securityTls: '암시적 TLS',
    username: '사용자 이름',
    usernameHelp: '서버가 로그인을 요구하지 않으면 비워 두세요.',
    password: '비밀번호',
    fromAddress: '보내는 사람 주소',
    fromAddressHelp: '이메일을 보내는 주소입니다. 메일 서버에서 허용되어야 합니다.',
    fromName: '보내는 사람 이름',
    fromNameHelp: '보내는 사람으로 표시됩니다. 템플릿에 지정된 이름이 우선합니다.',
    ignoreInvalidCertificate: '유효하지 않은 인증서 허용',
    ignoreInvalidCertificateHelp:
      '테스트 전용: 자체 서명되었거나 만료된 인증서를 허용하므로, 전송 중에 다른 사람이 메일을 읽을 수 있습니다.',
  },
  httpEmail: {
    name: 'HTTP 이메일',
    description: '각 이메일을 JSON으로 자체 엔드포인트에 보내고, 엔드포인트가 이를 전달합니다.',
  },
  httpSms: {
    name: 'HTTP SMS',
    description: '각 문자 메시지를 JSON으로 자체 엔드포인트나 SMS 제공업체의 API에 보냅니다.',
    bodyTemplate: '요청 본문',
    bodyTemplateHelp: '보낼 JSON입니다. 문자열 안의 {{to}}, {{text}}, {{code}}, {{type}}은 메시지의 값으로 바뀝니다.',
  },
  twilioSms: {
    name: 'Twilio SMS',
    description: 'Twilio 계정을 통해 문자 메시지를 보냅니다.',
    accountSid: '계정 SID(Account SID)',
    accountSidHelp: 'AC로 시작하며 Twilio 콘솔에 표시됩니다.',
    authToken: '인증 토큰(Auth Token)',
    authTokenHelp: 'Twilio 콘솔에서 Account SID 옆에 표시됩니다.',
    fromNumber: '발신 번호',
    fromNumberHelp:
      '국제 형식의 Twilio 전화번호입니다(예: +15551234567). Messaging Service를 사용하면 필요하지 않습니다.',
    messagingServiceSid: 'Messaging Service SID',
    messagingServiceSidHelp:
      '선택 사항. MG로 시작하며, 설정하면 Twilio가 서비스에서 발신자를 고르고 발신 번호는 사용되지 않습니다.',
  },
} satisfies typeof en;
