import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `콜백(리디렉션) URL \`{endpoint}/callback/{connectorId}\`를 제공자에 등록하세요. \`{endpoint}\`는 Gatehouse의 공개 주소이고, \`{connectorId}\`는 이 커넥터를 추가할 때 받는 ID로 커넥터 페이지에 표시됩니다. 제공자는 사용자를 정확히 이 URL로 돌려보내야 합니다.`;

export const ko: Guides = {
  'dev-email': `# 개발용 이메일(로그 및 파일)

메일 계정이 없는 새 설치용입니다. **어떤 이메일도 서버 밖으로 나가지 않습니다.** 각 메시지는 코드나 링크와 함께 서버 로그에 기록되고, JSON 한 줄로 파일(다른 파일을 지정하지 않으면 서버가 실행되는 폴더의 \`${devFile}\`)에 추가됩니다.

1. 이 커넥터를 테넌트의 이메일 커넥터로 추가합니다. 파일 경로는 비워 두어도 됩니다.
2. 이메일 코드로 로그인합니다. Gatehouse를 실행하는 터미널에 \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\` 같은 줄이 표시됩니다.
3. 파일을 따라가려면: \`tail -f ${devFile}\`. 각 줄에는 \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\`, \`payload\`가 들어 있습니다.

실제 사용자가 가입하기 전에 SMTP 또는 HTTP 이메일로 바꾸세요. 그렇지 않으면 사용자는 코드를 받지 못합니다. 파일에는 로그인 코드가 들어 있으므로 서버 사용자만 읽을 수 있도록 만들어집니다.
`,
  'http-email': `# HTTP 이메일

Gatehouse는 테넌트의 템플릿으로 이미 렌더링된 각 이메일을 JSON으로 엔드포인트에 POST하고, 엔드포인트가 이를 전달합니다(자체 서비스, 서버리스 함수, 제공자의 웹훅 등).

\`\`\`http
POST /your/endpoint
Content-Type: application/json

{
  "to": "ada@example.com",
  "type": "SignIn",
  "subject": "Your sign-in code",
  "body": "<p>Your code is 123456</p>",
  "contentType": "text/html",
  "replyTo": "support@example.com",
  "sendFrom": "Acme",
  "payload": { "code": "123456" }
}
\`\`\`

\`replyTo\`와 \`sendFrom\`은 템플릿에서 설정한 경우에만 포함됩니다. \`payload\`에는 코드나 링크, 그리고 메시지를 보낼 때 함께 전달된 모든 값이 들어 있습니다. \`type\`은 SignIn, Register, ForgotPassword, OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification 중 하나입니다.

- **엔드포인트 URL**: http 또는 https. 본문에 로그인 코드가 들어 있으므로 사설 네트워크 밖에서는 https를 사용하세요.
- **요청 헤더**: \`{ "Authorization": "Bearer <token>" }\` 같은 JSON 객체로, 엔드포인트가 요청이 Gatehouse에서 왔음을 확인할 수 있습니다. 비밀번호처럼 비밀로 보관됩니다.

2xx 응답은 모두 전달된 것으로 간주됩니다. 그 밖의 상태는 \`invalid_response\`로 전송을 실패시키며, 상태와 응답의 처음 500자를 보여 줍니다. 리디렉션은 따르지 않습니다. 10초 안에 응답이 없거나 연결할 수 없으면 \`general\`로 실패합니다.
`,
  smtp: `# SMTP

메일 서버를 통해 이메일을 보냅니다. 자체 서버나 제공자의 SMTP 릴레이를 쓸 수 있습니다(대부분의 이메일 서비스가 제공하며, "SMTP 설정" 또는 "SMTP 자격 증명"을 찾아보세요).

| 필드 | 입력할 내용 |
| --- | --- |
| 호스트, 포트 | 서버 이름과 포트: 보통 STARTTLS는 587, 암시적 TLS는 465 |
| 암호화 | 587에서는 STARTTLS(필수), 465에서는 암시적 TLS. 없음은 자체 호스트나 네트워크의 릴레이에만 사용 |
| 사용자 이름, 비밀번호 | SMTP 자격 증명. 필요 없는 릴레이라면 둘 다 비워 둡니다 |
| 발신자 주소 | 메일이 발송되는 주소. 서버가 이 자격 증명으로 사용하는 것을 허용해야 합니다 |
| 발신자 이름 | 표시 이름. 이메일 템플릿 자체의 발신자 이름이 우선합니다 |
| 유효하지 않은 인증서 허용 | 자체 서명 인증서를 쓰는 테스트 서버에만 사용 |

STARTTLS에서는 연결이 암호화되어야 하며, 그렇지 않으면 아무것도 보내지 않습니다. Gatehouse는 절대 평문으로 되돌아가지 않습니다. 호스트와 일치하지 않거나, 자체 서명되었거나, 만료된 인증서는 스위치로 허용하지 않는 한 거부됩니다(\`invalid_certificate\`). 허용하면 경로상의 누구나 메일 속 코드를 읽을 수 있습니다.

제목과 본문은 테넌트의 이메일 템플릿에서 가져오며, 템플릿에 따라 HTML 또는 일반 텍스트로 회신 주소와 함께 발송됩니다. 오류는 고칠 점을 알려 줍니다. 연결할 수 없는 호스트나 거부된 자격 증명에는 \`invalid_config\`, 거부된 발신자나 수신자에는 서버의 메시지를 담은 \`invalid_response\`, 응답을 멈춘 서버(10초)에는 \`general\`입니다.
`,
  'dev-sms': `# 개발용 SMS(로그 및 파일)

SMS 제공자가 없는 새 설치용입니다. **문자 메시지는 발송되지 않습니다.** 각 메시지는 코드와 함께 서버 로그에 기록되고, JSON 한 줄로 파일(다른 파일을 지정하지 않으면 서버가 실행되는 폴더의 \`${devFile}\`. 개발용 이메일 커넥터와 함께 쓸 수 있으며 각 줄에 \`channel\`이 적힙니다)에 추가됩니다.

1. 이 커넥터를 테넌트의 SMS 커넥터로 추가합니다. 파일 경로는 비워 두어도 됩니다.
2. 전화 코드로 로그인합니다. Gatehouse를 실행하는 터미널에 \`Development SMS to +15551234567 (SignIn): code 123456\` 같은 줄이 표시됩니다.
3. 파일을 따라가려면: \`tail -f ${devFile}\`.

실제 사용자가 가입하기 전에 Twilio 또는 HTTP SMS로 바꾸세요. 그렇지 않으면 사용자는 코드를 받지 못합니다. 파일에는 로그인 코드가 들어 있으므로 서버 사용자만 읽을 수 있도록 만들어집니다.
`,
  'http-sms': `# HTTP SMS

Gatehouse는 각 문자 메시지를 JSON으로 엔드포인트에, 또는 SMS 제공자의 API에 직접 POST합니다. 본문은 사용자의 템플릿이며, 그 문자열 안의 다음 자리 표시자가 바뀝니다.

| 자리 표시자 | 값 |
| --- | --- |
| \`{{to}}\` | Gatehouse가 보관하는 형식의 전화번호(+15551234567) |
| \`{{text}}\` | 테넌트의 SMS 템플릿으로 렌더링된 메시지 |
| \`{{code}}\` | 인증 코드만(메시지에 코드가 없으면 빈 값) |
| \`{{type}}\` | 메시지의 용도: SignIn, Register, ForgotPassword, MfaVerification 등 |

비워 두면 템플릿은 \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`입니다. 다른 이름을 원하는 제공자라면 그 이름으로 쓰세요: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. 값은 항상 JSON 이스케이프되므로 각 자리 표시자를 문자열 안에 넣으세요. 템플릿은 \`{{text}}\` 또는 \`{{code}}\`를 사용해야 하며, 알 수 없는 자리 표시자는 저장할 때 거부됩니다.

- **엔드포인트 URL**: http 또는 https. 본문에 로그인 코드가 들어 있으므로 사설 네트워크 밖에서는 https를 사용하세요.
- **요청 헤더**: \`{ "Authorization": "Bearer <token>" }\` 같은 JSON 객체. 비밀로 보관됩니다.

2xx 응답은 모두 발송된 것으로 간주됩니다. 그 밖의 상태는 \`invalid_response\`로 전송을 실패시키며, 상태와 응답의 처음 500자를 보여 줍니다. 리디렉션은 따르지 않습니다. 10초 안에 응답이 없거나 연결할 수 없으면 \`general\`로 실패합니다.
`,
  'twilio-sms': `# Twilio SMS

Twilio 계정(Programmable Messaging API)을 통해 문자 메시지를 보냅니다.

1. Twilio 콘솔의 계정 대시보드에서 **Account SID**(AC로 시작)와 **Auth token**을 복사합니다.
2. 발신자를 고릅니다: 국제 형식(+15551234567)의 계정 **전화번호**, 또는 **Messaging Service SID**(MG로 시작). 후자는 Twilio가 서비스의 풀에서 발신자를 고르게 하며, 설정하면 번호 대신 이것이 사용됩니다.
3. 평가판 계정에서는 Twilio가 콘솔에서 인증한 번호로만 전달합니다.

각 메시지는 \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\`에 대한 요청 하나로, \`To\`, \`From\` 또는 \`MessagingServiceSid\`, 그리고 \`Body\`(렌더링된 테넌트의 SMS 템플릿)를 보냅니다. Twilio가 거부하면 전송은 \`invalid_response\`(429이면 \`rate_limit_exceeded\`)로 실패하며 Twilio의 상태, 오류 코드, 메시지를 보여 줍니다. 코드는 Twilio의 오류 사전에서 찾아보세요.
`,
  apple: `# Sign in with Apple

Apple Developer Program 멤버십이 필요합니다.

1. **Certificates, Identifiers & Profiles → Identifiers**에서 App ID의 **Sign in with Apple**을 활성화한 다음 **Services ID**를 만듭니다. 그 식별자가 여기서의 **Services ID**입니다.
2. Services ID에서 Sign in with Apple을 구성하고, Gatehouse의 도메인과 반환 URL을 추가합니다. ${callback} Apple은 https URL만 받습니다.
3. **Keys**에서 Sign in with Apple 키를 만들고, 그 \`.p8\` 파일을 내려받은 뒤(Apple은 한 번만 제공합니다) **Key ID**를 적어 둡니다. 파일 내용을 개인 키로 붙여 넣습니다.
4. **Team ID**는 **Membership details**에 표시됩니다.

Apple은 콜백 URL로 폼 POST를 보내 응답합니다. Gatehouse는 로그인할 때마다 키로 수명이 짧은 클라이언트 시크릿에 서명하고 Apple의 ID 토큰(발급자 \`https://appleid.apple.com\`, 대상은 Services ID, nonce)을 검증합니다. Apple은 사용자가 앱에 처음 로그인할 때만 이름을 보냅니다. 이메일은 ID 토큰에서 가져옵니다(비공개 릴레이 주소일 수 있습니다).
`,
  discord: `# Discord

1. [Discord Developer Portal](https://discord.com/developers/applications)에서 애플리케이션을 만들고 **OAuth2**를 엽니다.
2. ${callback} **Redirects**에 추가합니다.
3. **Client ID**를 복사하고, **Client Secret**을 재설정해 복사한 다음, 둘 다 여기에 입력합니다.

기본 범위 \`identify email\`은 사용자의 ID, 이름, 아바타, 이메일을 읽습니다. Discord가 계정 이메일이 \`verified\`라고 하면 이메일은 인증된 것으로 간주됩니다.
`,
  facebook: `# Facebook

1. [Meta for Developers](https://developers.facebook.com/apps)에서 사용 사례 **Authenticate and request data from users with Facebook Login**으로 앱을 만듭니다.
2. ${callback} Meta에서는 **Facebook Login → Settings → Valid OAuth Redirect URIs**에 나열됩니다.
3. **App settings → Basic**에서 **App ID**와 **App secret**을 여기로 복사합니다.

기본 범위 \`public_profile email\`은 사용자의 ID, 이름, 사진, 이메일을 읽습니다. 모든 Graph API 호출에 \`appsecret_proof\`가 붙으므로 **Require App Secret**을 켤 수 있습니다. Facebook은 이메일이 확인되었는지 알려 주지 않으므로 이메일은 절대 인증된 것으로 간주되지 않습니다(그것만으로 기존 계정을 연결할 수 없습니다).
`,
  github: `# GitHub

1. GitHub에서 **Settings → Developer settings → OAuth Apps → New OAuth App**(또는 조직 설정의 같은 위치)을 엽니다.
2. ${callback} GitHub에서는 이를 *Authorization callback URL*이라고 합니다.
3. **Client ID**를 복사하고 **client secret**을 생성한 다음, 둘 다 여기에 입력합니다.

기본 범위 \`read:user user:email\`로 Gatehouse는 사용자의 프로필과 기본 이메일을 읽으며, 이메일은 GitHub가 인증되었다고 할 때만 인증된 것으로 간주됩니다. \`user:email\`이 없으면 프로필의 공개 이메일만 미인증으로 읽습니다. 요청에는 PKCE(S256)를 사용합니다.
`,
  gitlab: `# GitLab

GitLab.com과 자체 관리형 GitLab에서 동작합니다(\`https://gitlab.example.com\` 또는 \`https://example.com/gitlab\`처럼 **인스턴스 URL**을 설정하세요).

1. GitLab에서 **Edit profile → Applications**(또는 그룹이나 인스턴스의 애플리케이션)를 열고 새 애플리케이션을 추가합니다. **Confidential**은 선택된 상태로 두고 범위 \`openid\`, \`profile\`, \`email\`을 선택합니다.
2. ${callback}
3. **Application ID**(클라이언트 ID)와 **Secret**을 여기로 복사합니다.

로그인에는 OpenID Connect를 사용합니다. GitLab의 발급자는 인스턴스 URL로, 디스커버리를 통해 읽으며, ID 토큰은 공개된 키로 검증합니다. GitLab이 \`email_verified\`라고 하면 이메일은 인증된 것으로 간주됩니다.
`,
  google: `# Google

1. [Google Cloud console](https://console.cloud.google.com/apis/credentials)에서 프로젝트의 OAuth 동의 화면을 설정한 다음, **Create credentials → OAuth client ID**로 유형 **Web application**을 만듭니다.
2. ${callback} Google에서는 이를 *Authorized redirect URI*라고 합니다.
3. 클라이언트 ID와 클라이언트 시크릿을 여기로 복사합니다.

로그인에는 OpenID Connect를 사용합니다. 모든 요청에 nonce와 PKCE를 쓰며, ID 토큰은 Google이 공개한 키로 검증합니다. **프롬프트**는 Google이 항상 계정 선택 화면이나 동의 화면을 보여 줄지 정합니다. Google이 \`email_verified\`라고 하면 이메일은 인증된 것으로 간주됩니다.
`,
  linkedin: `# LinkedIn

1. [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps)에서 앱을 만들고 제품 **Sign In with LinkedIn using OpenID Connect**를 추가합니다.
2. ${callback} LinkedIn에서는 **Auth → Authorized redirect URLs for your app**에 나열됩니다.
3. **Auth** 탭에서 클라이언트 ID와 기본 클라이언트 시크릿을 여기로 복사합니다.

로그인에는 범위 \`openid profile email\`로 OpenID Connect를 사용합니다. ID 토큰은 LinkedIn이 공개한 키로 검증합니다(발급자 \`https://www.linkedin.com/oauth\`, 대상은 클라이언트 ID). LinkedIn은 웹 앱의 PKCE를 거부하므로 보내지 않으며, ID 토큰에 nonce가 없을 수 있습니다. nonce가 있는 토큰은 이번 로그인의 nonce를 담고 있어야 합니다. LinkedIn이 \`email_verified\`라고 하면 이메일은 인증된 것으로 간주됩니다.
`,
  microsoft: `# Microsoft Entra ID

1. [Microsoft Entra admin center](https://entra.microsoft.com)에서 **App registrations → New registration**을 열고 허용할 계정 유형을 고릅니다.
2. ${callback} 플랫폼 **Web**의 리디렉션 URI로 추가합니다.
3. **Certificates & secrets**에서 클라이언트 암호를 만들고 그 **Value**(ID가 아님)를 복사합니다.
4. **Application (client) ID**를 암호와 함께 여기로 복사합니다.
5. **테넌트**: 모든 회사, 학교, 개인 계정에는 \`common\`, 회사 및 학교 계정에는 \`organizations\`, 개인 계정에는 \`consumers\`, 자신의 조직만이라면 테넌트 ID나 도메인. 등록의 계정 유형과 일치해야 합니다.

\`common\`과 \`organizations\`에서는 ID 토큰의 발급자가 사용자 자신의 테넌트를 나타냅니다. Gatehouse는 이를 토큰의 \`tid\` 클레임과 대조합니다. Microsoft는 회사 계정의 \`email\` 클레임을 보증하지 않으므로, 토큰이 \`email_verified\` 또는 \`xms_edov\`라고 할 때만 이메일이 인증된 것으로 간주됩니다(**Token configuration**에서 선택적 클레임 \`xms_edov\`를 추가하세요). 사용자의 ID는 토큰의 \`sub\`이며, 애플리케이션마다 고유합니다.
`,
  oauth2: `# OAuth 2.0

OAuth 2.0은 지원하지만 OpenID Connect는 지원하지 않는 제공자용입니다(지원한다면 OpenID Connect 커넥터를 쓰세요. ID 토큰이 검증됩니다).

1. 제공자에 **기밀 웹 애플리케이션**(인증 코드 흐름)을 등록합니다.
2. ${callback}
3. **인증**, **토큰**, **사용자 정보** 엔드포인트(https), 클라이언트 ID와 시크릿, 범위, 그리고 토큰 엔드포인트가 원하는 클라이언트 인증 방식을 입력합니다.
4. 제공자가 거부하지 않는 한 **PKCE**는 켜 둡니다.
5. **프로필 필드**: 사용자 정보 엔드포인트의 응답에서 사용자의 \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\`, \`phone\`을 읽습니다. 생략하면 일반적인 이름을 시도합니다: id는 \`sub\` 다음 \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\` 다음 \`avatar_url\`, \`phone_number\`. 다른 필드나 점으로 구분한 중첩 필드를 지정할 수 있습니다.

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

매핑한 필드가 \`true\`일 때만 이메일이 인증된 것으로 간주됩니다.
`,
  oidc: `# OpenID Connect

OpenID Connect를 구현한 모든 제공자(Keycloak, Auth0, Okta, Authentik, ZITADEL 등)로 사용자를 로그인시킵니다.

1. 제공자에서 **기밀 웹 애플리케이션**(인증 코드 흐름)을 만듭니다.
2. ${callback}
3. 제공자의 **발급자** URL을 입력합니다. Gatehouse는 \`{issuer}/.well-known/openid-configuration\`을 읽으며, 여기에는 정확히 같은 발급자가 적혀 있어야 합니다(끝의 슬래시에 주의하세요).
4. 클라이언트 ID와 시크릿, 그리고 제공자가 원하는 전송 방식을 입력합니다(대부분 둘 다 받습니다).
5. 범위에는 \`openid\`가 있어야 합니다. 사용자의 이메일과 이름을 위해 \`email\`과 \`profile\`을 추가하세요.

로그인할 때마다 무작위 \`nonce\`와 PKCE(S256) 챌린지를 보냅니다. ID 토큰은 제공자가 공개한 키 중 하나로 서명되어 있고, 발급자를 나타내며, 대상이 클라이언트 ID이고, 만료되지 않았으며, nonce를 담고 있어야 합니다. 이메일이 없으면 userinfo 엔드포인트를 읽습니다. 제공자가 \`email_verified: true\`라고 할 때만 이메일이 인증된 것으로 간주됩니다.
`,
};
