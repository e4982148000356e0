import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `コールバック（リダイレクト）URL \`{endpoint}/callback/{connectorId}\` をプロバイダーに登録してください。\`{endpoint}\` は Gatehouse の公開アドレス、\`{connectorId}\` はこのコネクターを追加したときに付与される ID で、コネクターのページに表示されます。プロバイダーはユーザーを正確にこの URL へ戻す必要があります。`;

export const ja: Guides = {
  'dev-email': `# 開発用メール（ログとファイル）

メールアカウントのない新規インストール向けです：**メールはサーバーの外に出ません。** 各メッセージはコードまたはリンクとともにサーバーのログに書き込まれ、JSON 1 行としてファイル（別のファイルを指定しない限り、サーバーを実行しているフォルダーの \`${devFile}\`）に追記されます。

1. このコネクターをテナントのメールコネクターとして追加します。ファイルパスは空のままでかまいません。
2. メールのコードでサインインします。Gatehouse を実行しているターミナルに \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\` のような行が表示されます。
3. ファイルを追うには：\`tail -f ${devFile}\`。各行には \`time\`、\`channel\`、\`to\`、\`type\`、\`subject\`、\`body\`、\`payload\` が含まれます。

実際のユーザーが登録する前に、SMTP または HTTP メールに置き換えてください。そのままではユーザーはコードを受け取れません。ファイルにはサインインコードが含まれるため、サーバーのユーザーだけが読めるように作成されます。
`,
  'http-email': `# HTTP メール

Gatehouse は、テナントのテンプレートからレンダリング済みの各メールを JSON としてエンドポイントに POST し、エンドポイントが配信します（独自のサービス、サーバーレス関数、プロバイダーの Webhook など）。

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

\`replyTo\` と \`sendFrom\` はテンプレートで設定されている場合に含まれます。\`payload\` にはコードまたはリンクと、メッセージ送信時に渡されたすべての値が入ります。\`type\` は SignIn、Register、ForgotPassword、OrganizationInvitation、Generic、UserPermissionValidation、BindNewIdentifier、MfaVerification のいずれかです。

- **エンドポイント URL**：http または https。本文にサインインコードが含まれるため、プライベートネットワークの外では https を使用してください。
- **リクエストヘッダー**：\`{ "Authorization": "Bearer <token>" }\` のような JSON オブジェクト。リクエストが Gatehouse から来たことをエンドポイントが確認できます。パスワードと同様に秘密として保管されます。

2xx の応答はすべて配信済みとみなされます。それ以外のステータスでは送信が \`invalid_response\` で失敗し、ステータスと応答の先頭 500 文字が表示されます。リダイレクトには従いません。10 秒以内に応答がない場合や接続できない場合は \`general\` で失敗します。
`,
  smtp: `# SMTP

メールサーバー経由でメールを送信します。自前のサーバー、またはプロバイダーの SMTP リレー（多くのメールサービスが提供しています。「SMTP 設定」や「SMTP 認証情報」を探してください）を使えます。

| 項目 | 入力する内容 |
| --- | --- |
| ホスト、ポート | サーバー名とポート：通常は STARTTLS で 587、暗黙的 TLS で 465 |
| 暗号化 | 587 では STARTTLS（必須）、465 では暗黙的 TLS。なしは自分のホストまたはネットワーク上のリレーの場合のみ |
| ユーザー名、パスワード | SMTP の認証情報。不要なリレーでは両方とも空のままにします |
| 送信元アドレス | メールの送信元アドレス。サーバーがこの認証情報での使用を許可している必要があります |
| 送信者名 | 表示名。メールテンプレート側の送信者名が優先されます |
| 無効な証明書を受け入れる | 自己署名証明書を使うテストサーバーの場合のみ |

STARTTLS では接続が暗号化されなければ何も送信されません。Gatehouse が平文にフォールバックすることはありません。ホストと一致しない証明書、自己署名の証明書、期限切れの証明書は、スイッチで許可しない限り拒否されます（\`invalid_certificate\`）。許可した場合、経路上の誰でもメール内のコードを読めてしまいます。

件名と本文はテナントのメールテンプレートから作られ、テンプレートの指定に従って HTML またはプレーンテキストで、その返信先アドレスとともに送信されます。エラーは修正すべき点を示します：到達できないホストや拒否された認証情報には \`invalid_config\`、拒否された送信者や受信者にはサーバー自身のメッセージ付きで \`invalid_response\`、応答しなくなったサーバー（10 秒）には \`general\` です。
`,
  'dev-sms': `# 開発用 SMS（ログとファイル）

SMS プロバイダーのない新規インストール向けです：**SMS は送信されません。** 各メッセージはコードとともにサーバーのログに書き込まれ、JSON 1 行としてファイル（別のファイルを指定しない限り、サーバーを実行しているフォルダーの \`${devFile}\`。開発用メールコネクターと共有でき、各行に \`channel\` が記録されます）に追記されます。

1. このコネクターをテナントの SMS コネクターとして追加します。ファイルパスは空のままでかまいません。
2. 電話のコードでサインインします。Gatehouse を実行しているターミナルに \`Development SMS to +15551234567 (SignIn): code 123456\` のような行が表示されます。
3. ファイルを追うには：\`tail -f ${devFile}\`。

実際のユーザーが登録する前に、Twilio または HTTP SMS に置き換えてください。そのままではユーザーはコードを受け取れません。ファイルにはサインインコードが含まれるため、サーバーのユーザーだけが読めるように作成されます。
`,
  'http-sms': `# HTTP SMS

Gatehouse は各 SMS を JSON としてエンドポイント、または SMS プロバイダーの API に直接 POST します。本文はお使いのテンプレートで、その文字列内の次のプレースホルダーが置き換えられます：

| プレースホルダー | 値 |
| --- | --- |
| \`{{to}}\` | Gatehouse が保持している形式の電話番号（+15551234567） |
| \`{{text}}\` | テナントの SMS テンプレートからレンダリングされたメッセージ |
| \`{{code}}\` | 確認コードのみ（メッセージにコードがない場合は空） |
| \`{{type}}\` | メッセージの用途：SignIn、Register、ForgotPassword、MfaVerification など |

空のままにすると、テンプレートは \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\` になります。別の名前を求めるプロバイダーには、その名前で書きます：\`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`。値は常に JSON エスケープされるため、各プレースホルダーは文字列の中に置いてください。テンプレートでは \`{{text}}\` または \`{{code}}\` を使う必要があり、不明なプレースホルダーは保存時に拒否されます。

- **エンドポイント URL**：http または https。本文にサインインコードが含まれるため、プライベートネットワークの外では https を使用してください。
- **リクエストヘッダー**：\`{ "Authorization": "Bearer <token>" }\` のような JSON オブジェクト。秘密として保管されます。

2xx の応答はすべて送信済みとみなされます。それ以外のステータスでは送信が \`invalid_response\` で失敗し、ステータスと応答の先頭 500 文字が表示されます。リダイレクトには従いません。10 秒以内に応答がない場合や接続できない場合は \`general\` で失敗します。
`,
  'twilio-sms': `# Twilio SMS

Twilio アカウント（Programmable Messaging API）を通じて SMS を送信します。

1. Twilio コンソールで、アカウントのダッシュボードから **Account SID**（AC で始まる）と **Auth token** をコピーします。
2. 送信元を選びます：国際形式（+15551234567）のアカウントの**電話番号**、または **Messaging Service SID**（MG で始まる）。後者ではサービスのプールから Twilio が送信元を選び、設定されている場合は番号ではなくこちらが使われます。
3. トライアルアカウントでは、Twilio はコンソールで確認済みの番号にしか配信しません。

各メッセージは \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` への 1 回のリクエストで、\`To\`、\`From\` または \`MessagingServiceSid\`、そして \`Body\`（レンダリングされたテナントの SMS テンプレート）を送ります。Twilio が拒否すると、送信は \`invalid_response\`（429 の場合は \`rate_limit_exceeded\`）で失敗し、Twilio のステータス、エラーコード、メッセージが表示されます。コードは Twilio のエラー辞書で調べてください。
`,
  apple: `# Sign in with Apple

Apple Developer Program のメンバーシップが必要です。

1. **Certificates, Identifiers & Profiles → Identifiers** で App ID の **Sign in with Apple** を有効にし、**Services ID** を作成します。その識別子がここでの **Services ID** です。
2. Services ID で Sign in with Apple を構成し、Gatehouse のドメインと戻り先 URL を追加します。${callback} Apple は https の URL のみ受け付けます。
3. **Keys** で Sign in with Apple 用のキーを作成し、その \`.p8\` ファイルをダウンロードして（Apple が提供するのは一度だけです）、**Key ID** を控えます。ファイルの内容を秘密鍵として貼り付けます。
4. **Team ID** は **Membership details** に表示されています。

Apple はコールバック URL へのフォーム POST で応答します。Gatehouse はサインインごとにキーで短期間有効なクライアントシークレットに署名し、Apple の ID トークン（発行者 \`https://appleid.apple.com\`、オーディエンスは Services ID、nonce）を検証します。Apple がユーザーの名前を送るのはアプリへの初回サインイン時だけです。メールアドレスは ID トークンから取得されます（プライベートリレーアドレスの場合もあります）。
`,
  discord: `# Discord

1. [Discord Developer Portal](https://discord.com/developers/applications) でアプリケーションを作成し、**OAuth2** を開きます。
2. ${callback} **Redirects** に追加します。
3. **Client ID** をコピーし、**Client Secret** をリセットしてコピーし、両方をここに入力します。

既定のスコープ \`identify email\` でユーザーの ID、名前、アバター、メールアドレスを読み取ります。アカウントのメールアドレスが \`verified\` であると Discord が示す場合、メールアドレスは確認済みとみなされます。
`,
  facebook: `# Facebook

1. [Meta for Developers](https://developers.facebook.com/apps) で、ユースケース **Authenticate and request data from users with Facebook Login** のアプリを作成します。
2. ${callback} Meta では **Facebook Login → Settings → Valid OAuth Redirect URIs** に一覧されます。
3. **App settings → Basic** から **App ID** と **App secret** をここにコピーします。

既定のスコープ \`public_profile email\` でユーザーの ID、名前、写真、メールアドレスを読み取ります。Graph API の呼び出しにはすべて \`appsecret_proof\` が付くため、**Require App Secret** を有効にできます。Facebook はメールアドレスが確認済みかどうかを示さないため、確認済みとみなされることはありません（それだけで既存のアカウントにリンクすることはできません）。
`,
  github: `# GitHub

1. GitHub で **Settings → Developer settings → OAuth Apps → New OAuth App**（または組織の設定の同じ場所）を開きます。
2. ${callback} GitHub ではこれを *Authorization callback URL* と呼びます。
3. **Client ID** をコピーし、**client secret** を生成して、両方をここに入力します。

既定のスコープ \`read:user user:email\` で、Gatehouse はユーザーのプロフィールとプライマリメールアドレスを読み取ります。メールアドレスは GitHub が確認済みと示す場合にのみ確認済みとみなされます。\`user:email\` がない場合は、プロフィールの公開メールアドレスだけが未確認として読み取られます。リクエストには PKCE（S256）を使用します。
`,
  gitlab: `# GitLab

GitLab.com とセルフマネージドの GitLab で動作します（\`https://gitlab.example.com\` や \`https://example.com/gitlab\` のように**インスタンス URL** を設定します）。

1. GitLab で **Edit profile → Applications**（またはグループやインスタンスのアプリケーション）を開き、新しいアプリケーションを追加します。**Confidential** はオンのままにし、スコープ \`openid\`、\`profile\`、\`email\` にチェックを入れます。
2. ${callback}
3. **Application ID**（クライアント ID）と **Secret** をここにコピーします。

サインインには OpenID Connect を使用します。GitLab の発行者はインスタンス URL で、ディスカバリーで読み取られ、ID トークンは公開されているキーで検証されます。GitLab が \`email_verified\` を示す場合、メールアドレスは確認済みとみなされます。
`,
  google: `# Google

1. [Google Cloud console](https://console.cloud.google.com/apis/credentials) でプロジェクトの OAuth 同意画面を設定し、**Create credentials → OAuth client ID** で種類 **Web application** を作成します。
2. ${callback} Google ではこれを *Authorized redirect URI* と呼びます。
3. クライアント ID とクライアントシークレットをここにコピーします。

サインインには OpenID Connect を使用します。すべてのリクエストで nonce と PKCE を使い、ID トークンは Google が公開しているキーで検証されます。**プロンプト**は、Google が常にアカウント選択画面または同意画面を表示するかどうかを決めます。Google が \`email_verified\` を示す場合、メールアドレスは確認済みとみなされます。
`,
  linkedin: `# LinkedIn

1. [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) でアプリを作成し、プロダクト **Sign In with LinkedIn using OpenID Connect** を追加します。
2. ${callback} LinkedIn では **Auth → Authorized redirect URLs for your app** に一覧されます。
3. **Auth** タブからクライアント ID とプライマリクライアントシークレットをここにコピーします。

サインインにはスコープ \`openid profile email\` で OpenID Connect を使用します。ID トークンは LinkedIn が公開しているキーで検証されます（発行者 \`https://www.linkedin.com/oauth\`、オーディエンスはクライアント ID）。LinkedIn は Web アプリの PKCE を拒否するため送信せず、その ID トークンには nonce がない場合があります。nonce を含むトークンは、このサインインの nonce を含んでいる必要があります。LinkedIn が \`email_verified\` を示す場合、メールアドレスは確認済みとみなされます。
`,
  microsoft: `# Microsoft Entra ID

1. [Microsoft Entra admin center](https://entra.microsoft.com) で **App registrations → New registration** を開き、許可するアカウントの種類を選びます。
2. ${callback} プラットフォーム **Web** のリダイレクト URI として追加します。
3. **Certificates & secrets** でクライアントシークレットを作成し、その **Value**（ID ではありません）をコピーします。
4. **Application (client) ID** をシークレットとともにここにコピーします。
5. **テナント**：職場、学校、個人のどのアカウントにも \`common\`、職場と学校のアカウントには \`organizations\`、個人アカウントには \`consumers\`、自分の組織だけならテナントの ID またはドメイン。登録のアカウントの種類と一致している必要があります。

\`common\` と \`organizations\` では、ID トークンの発行者はユーザー自身のテナントを示します。Gatehouse はそれをトークンの \`tid\` クレームと照合します。Microsoft は職場アカウントの \`email\` クレームを保証しないため、トークンが \`email_verified\` または \`xms_edov\` を示す場合にのみメールアドレスは確認済みとみなされます（**Token configuration** でオプションのクレーム \`xms_edov\` を追加してください）。ユーザーの ID はトークンの \`sub\` で、アプリケーションごとに固有です。
`,
  oauth2: `# OAuth 2.0

OAuth 2.0 に対応していても OpenID Connect には対応していないプロバイダー向けです（対応している場合は OpenID Connect コネクターを選んでください。ID トークンが検証されます）。

1. プロバイダーで**機密 Web アプリケーション**（認可コードフロー）を登録します。
2. ${callback}
3. **認可**、**トークン**、**ユーザー情報**の各エンドポイント（https）、クライアント ID とシークレット、スコープ、トークンエンドポイントが求めるクライアント認証方式を入力します。
4. プロバイダーが拒否しない限り、**PKCE** はオンのままにします。
5. **プロフィール項目**：ユーザー情報エンドポイントの応答から、ユーザーの \`id\`、\`email\`、\`emailVerified\`、\`name\`、\`avatar\`、\`phone\` を読み取ります。省略した場合は一般的な名前を試します：id は \`sub\`、次に \`id\`、\`email\`、\`email_verified\`、\`name\`、\`picture\`、次に \`avatar_url\`、\`phone_number\`。別の項目、またはドットで区切った入れ子の項目を指定できます：

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

メールアドレスは、対応付けた項目が \`true\` の場合にのみ確認済みとみなされます。
`,
  oidc: `# OpenID Connect

OpenID Connect を実装した任意のプロバイダー（Keycloak、Auth0、Okta、Authentik、ZITADEL など）でユーザーをサインインさせます。

1. プロバイダーで**機密 Web アプリケーション**（認可コードフロー）を作成します。
2. ${callback}
3. プロバイダーの**発行者** URL を入力します。Gatehouse は \`{issuer}/.well-known/openid-configuration\` を読み取り、そこにはまったく同じ発行者が記載されている必要があります（末尾のスラッシュに注意してください）。
4. クライアント ID とシークレット、およびプロバイダーが求める送信方法を入力します（ほとんどはどちらも受け付けます）。
5. スコープには \`openid\` が必要です。ユーザーのメールアドレスと名前には \`email\` と \`profile\` を追加します。

サインインのたびにランダムな \`nonce\` と PKCE（S256）チャレンジを送信します。ID トークンは、プロバイダーが公開しているキーのいずれかで署名され、発行者を示し、オーディエンスがクライアント ID で、期限切れでなく、nonce を含んでいる必要があります。メールアドレスが含まれていない場合は userinfo エンドポイントを読み取ります。メールアドレスは、プロバイダーが \`email_verified: true\` を示す場合にのみ確認済みとみなされます。
`,
};
