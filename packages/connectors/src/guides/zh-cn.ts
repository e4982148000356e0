import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `在提供商处注册回调（重定向）URL \`{endpoint}/callback/{connectorId}\`：\`{endpoint}\` 是你的 Gatehouse 的公开地址，\`{connectorId}\` 是添加此连接器时它获得的 ID，显示在其页面上。提供商必须将用户准确地送回该 URL。`;

export const zhCN: Guides = {
  'dev-email': `# 开发用邮件（日志和文件）

适用于尚无邮件账户的全新安装：**不会有任何邮件离开服务器。** 每条消息连同其验证码或链接写入服务器日志，并以一行 JSON 追加到文件中（除非你另行指定，否则为服务器运行目录下的 \`${devFile}\`）。

1. 将此连接器添加为租户的邮件连接器；文件路径可以留空。
2. 使用邮件验证码登录：运行 Gatehouse 的终端会显示类似 \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\` 的一行。
3. 跟踪文件：\`tail -f ${devFile}\`。每行包含 \`time\`、\`channel\`、\`to\`、\`type\`、\`subject\`、\`body\` 和 \`payload\`。

在真实用户注册之前，请换成 SMTP 或 HTTP 邮件：否则他们永远收不到验证码。该文件包含登录验证码；创建时仅服务器的用户可读。
`,
  'http-email': `# HTTP 邮件

Gatehouse 将每封已根据租户模板渲染好的邮件以 JSON 形式 POST 到你的端点，由端点负责投递（你自己的服务、无服务器函数、提供商的 Webhook）。

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

模板设置了 \`replyTo\` 和 \`sendFrom\` 时才会包含它们；\`payload\` 包含验证码或链接以及发送消息时附带的所有值。\`type\` 为 SignIn、Register、ForgotPassword、OrganizationInvitation、Generic、UserPermissionValidation、BindNewIdentifier、MfaVerification 之一。

- **端点 URL**：http 或 https。在私有网络之外请使用 https：请求体中包含登录验证码。
- **请求头**：一个 JSON 对象，例如 \`{ "Authorization": "Bearer <token>" }\`，让你的端点能确认请求来自 Gatehouse。像密码一样保密存储。

任何 2xx 响应都视为已投递。其他任何状态都会使发送以 \`invalid_response\` 失败，并显示状态和响应的前 500 个字符；不跟随重定向。10 秒内无响应或无法连接时，以 \`general\` 失败。
`,
  smtp: `# SMTP

通过邮件服务器发送邮件：你自己的服务器，或提供商的 SMTP 中继（大多数邮件服务都提供；请查找“SMTP 设置”或“SMTP 凭据”）。

| 字段 | 填写内容 |
| --- | --- |
| 主机、端口 | 服务器名称和端口：通常 STARTTLS 用 587，隐式 TLS 用 465 |
| 加密 | 587 端口用 STARTTLS（必需），465 端口用隐式 TLS；仅当中继位于你自己的主机或网络上时才可不加密 |
| 用户名、密码 | SMTP 凭据；如果中继不需要，两者都留空 |
| 发件人地址 | 邮件的发件地址；服务器必须允许这些凭据使用它 |
| 发件人名称 | 显示名称；邮件模板自身的发件人名称优先 |
| 接受无效证书 | 仅用于使用自签名证书的测试服务器 |

使用 STARTTLS 时，连接必须变为加密，否则不发送任何内容：Gatehouse 绝不会回退到明文。与主机不匹配、自签名或已过期的证书会被拒绝（\`invalid_certificate\`），除非开关另有设置，而那样的话，路径上的任何人都能读取邮件中的验证码。

主题和正文来自租户的邮件模板，按模板的设定以 HTML 或纯文本发送，并带有其回复地址。错误会指出需要修正什么：主机无法访问或凭据被拒时为 \`invalid_config\`，发件人或收件人被拒时为 \`invalid_response\` 并附上服务器的原话，服务器停止响应（10 秒）时为 \`general\`。
`,
  'dev-sms': `# 开发用短信（日志和文件）

适用于尚无短信提供商的全新安装：**不会发送任何短信。** 每条消息连同其验证码写入服务器日志，并以一行 JSON 追加到文件中（除非你另行指定，否则为服务器运行目录下的 \`${devFile}\`；开发用邮件连接器可以共用该文件，每行都注明其 \`channel\`）。

1. 将此连接器添加为租户的短信连接器；文件路径可以留空。
2. 使用手机验证码登录：运行 Gatehouse 的终端会显示类似 \`Development SMS to +15551234567 (SignIn): code 123456\` 的一行。
3. 跟踪文件：\`tail -f ${devFile}\`。

在真实用户注册之前，请换成 Twilio 或 HTTP 短信：否则他们永远收不到验证码。该文件包含登录验证码；创建时仅服务器的用户可读。
`,
  'http-sms': `# HTTP 短信

Gatehouse 将每条短信以 JSON 形式 POST 到你的端点，或直接发送到短信提供商的 API。请求体是你的模板，其字符串中的以下占位符会被替换：

| 占位符 | 值 |
| --- | --- |
| \`{{to}}\` | 手机号码，即 Gatehouse 保存的格式（+15551234567） |
| \`{{text}}\` | 根据租户短信模板渲染的消息 |
| \`{{code}}\` | 仅验证码（消息没有验证码时为空） |
| \`{{type}}\` | 消息的用途：SignIn、Register、ForgotPassword、MfaVerification 等 |

留空时，模板为 \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`。如果提供商需要其他字段名，就按其要求写：\`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`。值总会进行 JSON 转义，因此请把每个占位符放在字符串内；模板必须使用 \`{{text}}\` 或 \`{{code}}\`，未知的占位符会在保存时被拒绝。

- **端点 URL**：http 或 https。在私有网络之外请使用 https：请求体中包含登录验证码。
- **请求头**：一个 JSON 对象，例如 \`{ "Authorization": "Bearer <token>" }\`。保密存储。

任何 2xx 响应都视为已发送。其他任何状态都会使发送以 \`invalid_response\` 失败，并显示状态和响应的前 500 个字符；不跟随重定向。10 秒内无响应或无法连接时，以 \`general\` 失败。
`,
  'twilio-sms': `# Twilio 短信

通过你的 Twilio 账户（其 Programmable Messaging API）发送短信。

1. 在 Twilio 控制台中，从账户的仪表板复制 **Account SID**（以 AC 开头）和 **Auth token**。
2. 选择发送方：账户中采用国际格式（+15551234567）的**电话号码**，或 **Messaging Service SID**（以 MG 开头），它让 Twilio 从服务的号码池中选择发送方；设置后将使用它，而不使用号码。
3. 在试用账户上，Twilio 只会投递到你在其控制台中验证过的号码。

每条消息是一次对 \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` 的请求，包含 \`To\`、\`From\` 或 \`MessagingServiceSid\`，以及 \`Body\`（渲染后的租户短信模板）。Twilio 拒绝时，发送以 \`invalid_response\` 失败（429 时为 \`rate_limit_exceeded\`），并显示 Twilio 的状态、错误代码和消息——请在 Twilio 的错误字典中查询该代码。
`,
  apple: `# Sign in with Apple

需要 Apple Developer Program 会员资格。

1. 在 **Certificates, Identifiers & Profiles → Identifiers** 中，为你的 App ID 启用 **Sign in with Apple**，然后创建一个 **Services ID**：它的标识符就是这里的 **Services ID**。
2. 在该 Services ID 上配置 Sign in with Apple：添加你的 Gatehouse 的域名和返回 URL。${callback} Apple 只接受 https URL。
3. 在 **Keys** 下创建一个启用 Sign in with Apple 的密钥，下载其 \`.p8\` 文件（Apple 只提供一次），并记下其 **Key ID**。将文件内容粘贴为私钥。
4. 你的 **Team ID** 显示在 **Membership details** 中。

Apple 以表单 POST 的方式回应到回调 URL。每次登录时，Gatehouse 都会用你的密钥签署一个短期有效的客户端密钥，并验证 Apple 的 ID 令牌（签发者 \`https://appleid.apple.com\`，受众为你的 Services ID，以及 nonce）。Apple 仅在用户首次登录你的应用时发送用户姓名；邮箱来自 ID 令牌（可能是私密中转地址）。
`,
  discord: `# Discord

1. 在 [Discord Developer Portal](https://discord.com/developers/applications) 中创建一个应用并打开 **OAuth2**。
2. ${callback} 将其添加到 **Redirects** 下。
3. 复制 **Client ID**，重置并复制 **Client Secret**，然后在此处填写这两项。

默认作用域 \`identify email\` 读取用户的 ID、名称、头像和邮箱；当 Discord 表示账户邮箱为 \`verified\` 时，邮箱视为已验证。
`,
  facebook: `# Facebook

1. 在 [Meta for Developers](https://developers.facebook.com/apps) 中，创建一个用例为 **Authenticate and request data from users with Facebook Login** 的应用。
2. ${callback} Meta 将它们列在 **Facebook Login → Settings → Valid OAuth Redirect URIs** 下。
3. 从 **App settings → Basic** 中将 **App ID** 和 **App secret** 复制到此处。

默认作用域 \`public_profile email\` 读取用户的 ID、姓名、头像和邮箱。每次 Graph API 调用都带有 \`appsecret_proof\`，因此你可以开启 **Require App Secret**。Facebook 不说明邮箱是否已确认，因此邮箱永远不会视为已验证（它本身不能关联已有账户）。
`,
  github: `# GitHub

1. 在 GitHub 上打开 **Settings → Developer settings → OAuth Apps → New OAuth App**（或在你的组织设置中的相同位置）。
2. ${callback} GitHub 称之为 *Authorization callback URL*。
3. 复制 **Client ID**，生成一个 **client secret**，然后在此处填写这两项。

默认作用域 \`read:user user:email\` 让 Gatehouse 读取用户的资料及其主邮箱，只有 GitHub 表示已验证时该邮箱才视为已验证。没有 \`user:email\` 时，只读取资料中的公开邮箱，并视为未验证。请求使用 PKCE（S256）。
`,
  gitlab: `# GitLab

适用于 GitLab.com 和自管理的 GitLab（设置其**实例 URL**，例如 \`https://gitlab.example.com\` 或 \`https://example.com/gitlab\`）。

1. 在 GitLab 中打开 **Edit profile → Applications**（或某个群组或实例的应用），添加一个新应用。保持勾选 **Confidential**，并勾选作用域 \`openid\`、\`profile\` 和 \`email\`。
2. ${callback}
3. 将 **Application ID**（客户端 ID）和 **Secret** 复制到此处。

登录使用 OpenID Connect：GitLab 的签发者就是其实例 URL，通过发现机制读取，ID 令牌使用其公布的密钥验证。当 GitLab 表示 \`email_verified\` 时，邮箱视为已验证。
`,
  google: `# Google

1. 在 [Google Cloud console](https://console.cloud.google.com/apis/credentials) 中设置项目的 OAuth 同意屏幕，然后通过 **Create credentials → OAuth client ID** 创建类型为 **Web application** 的凭据。
2. ${callback} Google 称之为 *Authorized redirect URI*。
3. 将客户端 ID 和客户端密钥复制到此处。

登录使用 OpenID Connect：每个请求都带有 nonce 和 PKCE，ID 令牌使用 Google 公布的密钥验证。**提示**决定 Google 是否总是显示其账号选择器或同意屏幕。当 Google 表示 \`email_verified\` 时，邮箱视为已验证。
`,
  linkedin: `# LinkedIn

1. 在 [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) 中创建一个应用，并添加产品 **Sign In with LinkedIn using OpenID Connect**。
2. ${callback} LinkedIn 将它们列在 **Auth → Authorized redirect URLs for your app** 下。
3. 从 **Auth** 选项卡将客户端 ID 和主客户端密钥复制到此处。

登录使用 OpenID Connect，作用域为 \`openid profile email\`；ID 令牌使用 LinkedIn 公布的密钥验证（签发者 \`https://www.linkedin.com/oauth\`，受众为你的客户端 ID）。LinkedIn 对 Web 应用拒绝 PKCE，因此不发送 PKCE，其 ID 令牌也可能不含 nonce：带有 nonce 的令牌必须带有本次登录的 nonce。当 LinkedIn 表示 \`email_verified\` 时，邮箱视为已验证。
`,
  microsoft: `# Microsoft Entra ID

1. 在 [Microsoft Entra admin center](https://entra.microsoft.com) 中打开 **App registrations → New registration**，并选择允许的账户类型。
2. ${callback} 将其添加为平台 **Web** 的重定向 URI。
3. 在 **Certificates & secrets** 下创建客户端密码，并复制其 **Value**（不是其 ID）。
4. 将 **Application (client) ID** 连同密码复制到此处。
5. **租户**：\`common\` 表示任何工作、学校或个人账户，\`organizations\` 表示工作和学校账户，\`consumers\` 表示个人账户，或填写你的租户 ID 或域名以仅限你的组织。它必须与注册时的账户类型一致。

使用 \`common\` 和 \`organizations\` 时，ID 令牌的签发者指明用户自己的租户；Gatehouse 会将其与令牌的 \`tid\` 声明核对。Microsoft 不为工作账户的 \`email\` 声明担保，因此只有当令牌表示 \`email_verified\` 或 \`xms_edov\` 时邮箱才视为已验证（请在 **Token configuration** 下添加可选声明 \`xms_edov\`）。用户的 ID 是令牌的 \`sub\`，它对你的应用是唯一的。
`,
  oauth2: `# OAuth 2.0

适用于支持 OAuth 2.0 但不支持 OpenID Connect 的提供商（如果支持，请优先使用 OpenID Connect 连接器：它的 ID 令牌会被验证）。

1. 在提供商处注册一个**机密 Web 应用**（授权码流程）。
2. ${callback}
3. 填写其**授权**、**令牌**和**用户信息**端点（https）、客户端 ID 和密钥、作用域，以及令牌端点要求的客户端认证方式。
4. 除非提供商拒绝，否则保持开启 **PKCE**。
5. **资料字段**：从用户信息端点的响应中读取用户的 \`id\`、\`email\`、\`emailVerified\`、\`name\`、\`avatar\` 和 \`phone\`。不填写时，会尝试常用名称：id 取自 \`sub\`，其次 \`id\`，以及 \`email\`、\`email_verified\`、\`name\`、\`picture\`，其次 \`avatar_url\`，以及 \`phone_number\`。可以指定其他字段，或用点号表示的嵌套字段：

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

只有当映射的字段为 \`true\` 时，邮箱才视为已验证。
`,
  oidc: `# OpenID Connect

让用户通过任何实现了 OpenID Connect 的提供商登录（Keycloak、Auth0、Okta、Authentik、ZITADEL 等）。

1. 在你的提供商处创建一个**机密 Web 应用**（授权码流程）。
2. ${callback}
3. 填写提供商的**签发者** URL。Gatehouse 会读取 \`{issuer}/.well-known/openid-configuration\`，其中必须给出完全相同的签发者（注意末尾的斜杠）。
4. 填写客户端 ID 和密钥，以及提供商要求的发送方式（大多数两种都接受）。
5. 作用域必须包含 \`openid\`；添加 \`email\` 和 \`profile\` 以获取用户的邮箱和姓名。

每次登录都会发送随机的 \`nonce\` 和 PKCE（S256）质询。ID 令牌必须由提供商公布的某个密钥签名、指明签发者、以你的客户端 ID 为受众、未过期并带有 nonce。令牌中没有邮箱时，会读取 userinfo 端点。只有当提供商表示 \`email_verified: true\` 时，邮箱才视为已验证。
`,
};
