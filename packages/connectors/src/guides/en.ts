import { defaultDevFile as devFile } from '../message-support/dev-log';

/** The step every social connector's guide has: the callback URL to register with the provider. */
const callback = `Register the callback (redirect) URL \`{endpoint}/callback/{connectorId}\` with the provider: \`{endpoint}\` is your Gatehouse's public address and \`{connectorId}\` the ID this connector gets when you add it, shown on its page. The provider must send users back to exactly that URL.`;

/**
 * The built-in connectors' setup guides (Markdown, one line per paragraph), by connector id. Every
 * language keeps the structure of these: the same steps, headings, code spans and links
 * (`guides.test.ts`); product names and the labels of the provider's own console stay as it shows them.
 */
export const en = {
  'dev-email': `# Development email (log and file)

For a fresh install with no mail account: **no email leaves the server.** Each message is written to the server's log, with its code or link, and appended as one line of JSON to a file (\`${devFile}\` in the folder the server runs in, unless you name another).

1. Add this connector as the tenant's email connector; the file path may stay empty.
2. Sign in with an email code: the terminal running Gatehouse shows a line such as \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. To follow the file: \`tail -f ${devFile}\`. Each line holds \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\` and \`payload\`.

Replace it with SMTP or HTTP email before real users sign up: they would never get their codes. The file holds sign-in codes; it is created readable by the server's user only.
`,
  'http-email': `# HTTP email

Gatehouse POSTs each email, already rendered from the tenant's template, as JSON to your endpoint, which delivers it (your own service, a serverless function, a provider's webhook).

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

\`replyTo\` and \`sendFrom\` are present when the template sets them; \`payload\` holds the code or link and any value the message was sent with. \`type\` is one of SignIn, Register, ForgotPassword, OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification.

- **Endpoint URL**: http or https. Use https outside a private network: the body holds sign-in codes.
- **Request headers**: a JSON object, such as \`{ "Authorization": "Bearer <token>" }\`, so your endpoint can tell the request comes from Gatehouse. Kept secret like a password.

Any 2xx answer counts as delivered. Any other status fails the send with \`invalid_response\`, showing the status and the first 500 characters of the answer; redirects are not followed. No answer within 10 seconds, or no connection, fails it with \`general\`.
`,
  smtp: `# SMTP

Sends email through a mail server: your own, or a provider's SMTP relay (most email services offer one; look for "SMTP settings" or "SMTP credentials").

| field | what to enter |
| --- | --- |
| Host, Port | the server's name and port: usually 587 with STARTTLS, 465 with implicit TLS |
| Encryption | STARTTLS (required) on 587, implicit TLS on 465; none only for a relay on your own host or network |
| Username, Password | the SMTP credentials; leave both empty for a relay that needs none |
| Sender address | the address mail comes from; the server must let these credentials use it |
| Sender name | the display name; an email template's own sender name wins |
| Accept invalid certificates | for a test server with a self-signed certificate only |

With STARTTLS the connection must become encrypted, or nothing is sent: Gatehouse never falls back to plain text. A certificate that does not match the host, is self-signed or has expired is refused (\`invalid_certificate\`) unless the switch says otherwise, and then anyone on the path can read the codes in the mail.

The subject and body come from the tenant's email templates, sent as HTML or plain text as the template says, with its reply-to address. Errors name what to fix: \`invalid_config\` for a host that cannot be reached or refused credentials, \`invalid_response\` with the server's own words for a refused sender or recipient, \`general\` for a server that stops answering (10 seconds).
`,
  'dev-sms': `# Development SMS (log and file)

For a fresh install with no SMS provider: **no text message is sent.** Each message is written to the server's log, with its code, and appended as one line of JSON to a file (\`${devFile}\` in the folder the server runs in, unless you name another; the development email connector can share it, each line says its \`channel\`).

1. Add this connector as the tenant's SMS connector; the file path may stay empty.
2. Sign in with a phone code: the terminal running Gatehouse shows a line such as \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. To follow the file: \`tail -f ${devFile}\`.

Replace it with Twilio or HTTP SMS before real users sign up: they would never get their codes. The file holds sign-in codes; it is created readable by the server's user only.
`,
  'http-sms': `# HTTP SMS

Gatehouse POSTs each text message as JSON to your endpoint or straight to an SMS provider's API. The body is your template, with these placeholders replaced inside its strings:

| placeholder | value |
| --- | --- |
| \`{{to}}\` | the phone number, as Gatehouse holds it (+15551234567) |
| \`{{text}}\` | the message, rendered from the tenant's SMS template |
| \`{{code}}\` | the verification code alone (empty when the message has none) |
| \`{{type}}\` | what the message is for: SignIn, Register, ForgotPassword, MfaVerification, … |

Left empty, the template is \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`. For a provider that wants other names, write them: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. Values are always JSON-escaped, so put each placeholder inside a string; the template must use \`{{text}}\` or \`{{code}}\`, and an unknown placeholder is refused when you save.

- **Endpoint URL**: http or https. Use https outside a private network: the body holds sign-in codes.
- **Request headers**: a JSON object, such as \`{ "Authorization": "Bearer <token>" }\`. Kept secret.

Any 2xx answer counts as sent. Any other status fails the send with \`invalid_response\`, showing the status and the first 500 characters of the answer; redirects are not followed. No answer within 10 seconds, or no connection, fails it with \`general\`.
`,
  'twilio-sms': `# Twilio SMS

Sends text messages through your Twilio account (its Programmable Messaging API).

1. In the Twilio console, copy the **Account SID** (starts with AC) and the **Auth token** from the account's dashboard.
2. Choose the sender: a **phone number** of the account in international format (+15551234567), or a **Messaging Service SID** (starts with MG), which lets Twilio pick a sender from the service's pool; when set, it is used and the number is not.
3. On a trial account, Twilio delivers only to numbers you verified in its console.

Each message is one request to \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` with \`To\`, \`From\` or \`MessagingServiceSid\`, and \`Body\` (the tenant's SMS template, rendered). When Twilio refuses, the send fails with \`invalid_response\` (\`rate_limit_exceeded\` for 429) showing Twilio's status, error code and message — look the code up in Twilio's error dictionary.
`,
  apple: `# Sign in with Apple

Needs an Apple Developer Program membership.

1. In **Certificates, Identifiers & Profiles → Identifiers**, enable **Sign in with Apple** on your App ID, then create a **Services ID**: its identifier is the **Services ID** here.
2. Configure Sign in with Apple on the Services ID: add your Gatehouse's domain, and the return URL. ${callback} Apple takes only https URLs.
3. Under **Keys**, create a key with Sign in with Apple, download its \`.p8\` file (Apple offers it once) and note its **Key ID**. Paste the file's contents as the private key.
4. Your **Team ID** is shown under **Membership details**.

Apple answers with a form POST to the callback URL. Gatehouse signs a short-lived client secret with your key for each sign-in and verifies Apple's ID token (issuer \`https://appleid.apple.com\`, your Services ID as audience, the nonce). Apple sends the user's name only the first time they sign in to your app; the email comes from the ID token (possibly a private relay address).
`,
  discord: `# Discord

1. In the [Discord Developer Portal](https://discord.com/developers/applications), create an application and open **OAuth2**.
2. ${callback} Add it under **Redirects**.
3. Copy the **Client ID**, reset and copy the **Client Secret**, and enter both here.

The default scope \`identify email\` reads the user's id, names, avatar and email; the email counts as verified when Discord says the account's email is \`verified\`.
`,
  facebook: `# Facebook

1. In [Meta for Developers](https://developers.facebook.com/apps), create an app with the use case **Authenticate and request data from users with Facebook Login**.
2. ${callback} Meta lists them under **Facebook Login → Settings → Valid OAuth Redirect URIs**.
3. From **App settings → Basic**, copy the **App ID** and **App secret** here.

The default scope \`public_profile email\` reads the user's id, name, picture and email. Every Graph API call carries an \`appsecret_proof\`, so you may turn on **Require App Secret**. Facebook does not say whether an email was confirmed, so it is never taken as verified (it cannot link an existing account by itself).
`,
  github: `# GitHub

1. On GitHub, open **Settings → Developer settings → OAuth Apps → New OAuth App** (or the same in your organization's settings).
2. ${callback} GitHub calls it the *Authorization callback URL*.
3. Copy the **Client ID**, generate a **client secret**, and enter both here.

The default scope \`read:user user:email\` lets Gatehouse read the user's profile and their primary email, which counts as verified only when GitHub says it is. Without \`user:email\`, only the public profile email is read, as unverified. Requests use PKCE (S256).
`,
  gitlab: `# GitLab

Works with GitLab.com and with a self-managed GitLab (set its **Instance URL**, such as \`https://gitlab.example.com\` or \`https://example.com/gitlab\`).

1. In GitLab, open **Edit profile → Applications** (or a group's or the instance's applications) and add a new application. Keep **Confidential** checked and tick the scopes \`openid\`, \`profile\` and \`email\`.
2. ${callback}
3. Copy the **Application ID** (client ID) and **Secret** here.

Sign-in uses OpenID Connect: GitLab's issuer is its instance URL, read through discovery, and the ID token is verified with its published keys. An email counts as verified when GitLab says \`email_verified\`.
`,
  google: `# Google

1. In the [Google Cloud console](https://console.cloud.google.com/apis/credentials), set up the OAuth consent screen of your project, then **Create credentials → OAuth client ID** of type **Web application**.
2. ${callback} Google calls it an *Authorized redirect URI*.
3. Copy the client ID and client secret here.

Sign-in uses OpenID Connect: a nonce and PKCE on every request, and the ID token is verified with Google's published keys. **Prompt** decides whether Google always shows its account chooser or consent screen. An email counts as verified when Google says \`email_verified\`.
`,
  linkedin: `# LinkedIn

1. Create an app in the [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) and add the product **Sign In with LinkedIn using OpenID Connect**.
2. ${callback} LinkedIn lists them under **Auth → Authorized redirect URLs for your app**.
3. Copy the client ID and primary client secret from the **Auth** tab here.

Sign-in uses OpenID Connect with the scopes \`openid profile email\`; the ID token is verified with LinkedIn's published keys (issuer \`https://www.linkedin.com/oauth\`, your client ID as audience). LinkedIn refuses PKCE for web apps, so none is sent, and its ID token may lack the nonce: one that carries a nonce must carry this sign-in's. An email counts as verified when LinkedIn says \`email_verified\`.
`,
  microsoft: `# Microsoft Entra ID

1. In the [Microsoft Entra admin center](https://entra.microsoft.com), open **App registrations → New registration** and pick the account types to allow.
2. ${callback} Add it as a redirect URI of platform **Web**.
3. Under **Certificates & secrets**, create a client secret and copy its **Value** (not its ID).
4. Copy the **Application (client) ID** here, with the secret.
5. **Tenant**: \`common\` for any work, school or personal account, \`organizations\` for work and school accounts, \`consumers\` for personal accounts, or your tenant's ID or domain for your organization only. It must match the account types of the registration.

With \`common\` and \`organizations\` the ID token's issuer names the user's own tenant; Gatehouse checks it against the token's \`tid\` claim. Microsoft does not vouch for the \`email\` claim of work accounts, so an email counts as verified only when the token says \`email_verified\` or \`xms_edov\` (add the optional claim \`xms_edov\` under **Token configuration**). The user's id is the token's \`sub\`, which is specific to your application.
`,
  oauth2: `# OAuth 2.0

For a provider that speaks OAuth 2.0 but not OpenID Connect (prefer the OpenID Connect connector when it does: its ID token is verified).

1. Register a **confidential web application** with the provider (authorization code flow).
2. ${callback}
3. Enter its **authorization**, **token** and **user info** endpoints (https), the client ID and secret, the scopes, and how the token endpoint wants the client authenticated.
4. Keep **PKCE** on unless the provider refuses it.
5. **Profile fields**: the user info endpoint's answer is read for the user's \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\` and \`phone\`. Left out, the usual names are tried: id from \`sub\` then \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\` then \`avatar_url\`, \`phone_number\`. Name another field, or a nested one with dots:

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

An email counts as verified only when the mapped field is \`true\`.
`,
  oidc: `# OpenID Connect

Signs users in with any provider that implements OpenID Connect (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. At your provider, create a **confidential web application** (authorization code flow).
2. ${callback}
3. Enter the provider's **issuer** URL. Gatehouse reads \`{issuer}/.well-known/openid-configuration\`, which must name exactly the same issuer (mind a trailing slash).
4. Enter the client ID and secret, and how the provider wants them sent (most accept both).
5. The scope must include \`openid\`; add \`email\` and \`profile\` for the user's email and name.

Each sign-in sends a random \`nonce\` and a PKCE (S256) challenge. The ID token must be signed with one of the provider's published keys, name the issuer, have your client ID as audience, be unexpired and carry the nonce. When it holds no email, the userinfo endpoint is read. An email counts as verified only when the provider says \`email_verified: true\`.
`,
};

export type Guides = Record<keyof typeof en, string>;
