import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `在服務商處註冊回呼（重新導向）URL \`{endpoint}/callback/{connectorId}\`：\`{endpoint}\` 是你的 Gatehouse 的公開位址，\`{connectorId}\` 是新增此連接器時它取得的 ID，顯示在其頁面上。服務商必須將使用者準確地導回該 URL。`;

export const zhTW: Guides = {
  'dev-email': `# 開發用電子郵件（日誌與檔案）

適用於尚無郵件帳號的全新安裝：**不會有任何電子郵件離開伺服器。** 每則訊息會連同其驗證碼或連結寫入伺服器日誌，並以一行 JSON 附加到檔案（除非你另外指定，否則為伺服器執行所在資料夾中的 \`${devFile}\`）。

1. 將此連接器新增為租用戶的電子郵件連接器；檔案路徑可以留空。
2. 使用電子郵件驗證碼登入：執行 Gatehouse 的終端機會顯示類似 \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\` 的一行。
3. 追蹤檔案：\`tail -f ${devFile}\`。每一行包含 \`time\`、\`channel\`、\`to\`、\`type\`、\`subject\`、\`body\` 和 \`payload\`。

在真實使用者註冊之前，請改用 SMTP 或 HTTP 電子郵件：否則他們永遠收不到驗證碼。此檔案含有登入驗證碼；建立時僅伺服器的使用者可讀取。
`,
  'http-email': `# HTTP 電子郵件

Gatehouse 會將每封已依租用戶範本轉譯好的電子郵件以 JSON 形式 POST 到你的端點，由端點負責遞送（你自己的服務、無伺服器函式、服務商的 Webhook）。

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

範本設定了 \`replyTo\` 和 \`sendFrom\` 時才會包含它們；\`payload\` 含有驗證碼或連結，以及傳送訊息時附帶的所有值。\`type\` 為 SignIn、Register、ForgotPassword、OrganizationInvitation、Generic、UserPermissionValidation、BindNewIdentifier、MfaVerification 之一。

- **端點 URL**：http 或 https。在私人網路之外請使用 https：內容含有登入驗證碼。
- **請求標頭**：一個 JSON 物件，例如 \`{ "Authorization": "Bearer <token>" }\`，讓你的端點能確認請求來自 Gatehouse。會像密碼一樣保密儲存。

任何 2xx 回應都視為已遞送。其他任何狀態都會使傳送以 \`invalid_response\` 失敗，並顯示狀態和回應的前 500 個字元；不會跟隨重新導向。10 秒內沒有回應或無法連線時，以 \`general\` 失敗。
`,
  smtp: `# SMTP

透過郵件伺服器寄送電子郵件：你自己的伺服器，或服務商的 SMTP 轉送（多數電子郵件服務都有提供；請尋找「SMTP 設定」或「SMTP 憑證」）。

| 欄位 | 填寫內容 |
| --- | --- |
| 主機、連接埠 | 伺服器名稱和連接埠：通常 STARTTLS 使用 587，隱含式 TLS 使用 465 |
| 加密 | 587 使用 STARTTLS（必要），465 使用隱含式 TLS；只有轉送位於你自己的主機或網路上時才可不加密 |
| 使用者名稱、密碼 | SMTP 憑證；若轉送不需要，兩者皆留空 |
| 寄件者地址 | 郵件的寄件地址；伺服器必須允許這些憑證使用它 |
| 寄件者名稱 | 顯示名稱；電子郵件範本本身的寄件者名稱優先 |
| 接受無效憑證 | 僅用於使用自簽憑證的測試伺服器 |

使用 STARTTLS 時，連線必須轉為加密，否則不會傳送任何內容：Gatehouse 絕不會退回純文字。與主機不符、自簽或已過期的憑證會被拒絕（\`invalid_certificate\`），除非開關另有設定，而那樣的話，路徑上的任何人都能讀取郵件中的驗證碼。

主旨和內文來自租用戶的電子郵件範本，依範本設定以 HTML 或純文字寄出，並附上其回覆地址。錯誤會指出需要修正之處：主機無法連線或憑證被拒時為 \`invalid_config\`，寄件者或收件者被拒時為 \`invalid_response\` 並附上伺服器的原話，伺服器停止回應（10 秒）時為 \`general\`。
`,
  'dev-sms': `# 開發用簡訊（日誌與檔案）

適用於尚無簡訊服務商的全新安裝：**不會傳送任何簡訊。** 每則訊息會連同其驗證碼寫入伺服器日誌，並以一行 JSON 附加到檔案（除非你另外指定，否則為伺服器執行所在資料夾中的 \`${devFile}\`；開發用電子郵件連接器可以共用此檔案，每一行都會註明其 \`channel\`）。

1. 將此連接器新增為租用戶的簡訊連接器；檔案路徑可以留空。
2. 使用手機驗證碼登入：執行 Gatehouse 的終端機會顯示類似 \`Development SMS to +15551234567 (SignIn): code 123456\` 的一行。
3. 追蹤檔案：\`tail -f ${devFile}\`。

在真實使用者註冊之前，請改用 Twilio 或 HTTP 簡訊：否則他們永遠收不到驗證碼。此檔案含有登入驗證碼；建立時僅伺服器的使用者可讀取。
`,
  'http-sms': `# HTTP 簡訊

Gatehouse 會將每則簡訊以 JSON 形式 POST 到你的端點，或直接送到簡訊服務商的 API。內容是你的範本，其字串中的下列預留位置會被取代：

| 預留位置 | 值 |
| --- | --- |
| \`{{to}}\` | 電話號碼，即 Gatehouse 儲存的格式（+15551234567） |
| \`{{text}}\` | 依租用戶簡訊範本轉譯的訊息 |
| \`{{code}}\` | 僅驗證碼（訊息沒有驗證碼時為空） |
| \`{{type}}\` | 訊息的用途：SignIn、Register、ForgotPassword、MfaVerification 等 |

留空時，範本為 \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`。若服務商需要其他欄位名稱，就照其要求撰寫：\`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`。值一律會經過 JSON 跳脫，因此請將每個預留位置放在字串內；範本必須使用 \`{{text}}\` 或 \`{{code}}\`，未知的預留位置會在儲存時遭拒。

- **端點 URL**：http 或 https。在私人網路之外請使用 https：內容含有登入驗證碼。
- **請求標頭**：一個 JSON 物件，例如 \`{ "Authorization": "Bearer <token>" }\`。會保密儲存。

任何 2xx 回應都視為已傳送。其他任何狀態都會使傳送以 \`invalid_response\` 失敗，並顯示狀態和回應的前 500 個字元；不會跟隨重新導向。10 秒內沒有回應或無法連線時，以 \`general\` 失敗。
`,
  'twilio-sms': `# Twilio 簡訊

透過你的 Twilio 帳號（其 Programmable Messaging API）傳送簡訊。

1. 在 Twilio 主控台中，從帳號的儀表板複製 **Account SID**（以 AC 開頭）和 **Auth token**。
2. 選擇寄件者：帳號中採國際格式（+15551234567）的**電話號碼**，或 **Messaging Service SID**（以 MG 開頭），讓 Twilio 從服務的號碼池中挑選寄件者；設定後會使用它，而不使用號碼。
3. 在試用帳號上，Twilio 只會遞送到你在其主控台中驗證過的號碼。

每則訊息是一次對 \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` 的請求，包含 \`To\`、\`From\` 或 \`MessagingServiceSid\`，以及 \`Body\`（轉譯後的租用戶簡訊範本）。Twilio 拒絕時，傳送會以 \`invalid_response\` 失敗（429 時為 \`rate_limit_exceeded\`），並顯示 Twilio 的狀態、錯誤代碼和訊息——請在 Twilio 的錯誤字典中查詢該代碼。
`,
  apple: `# Sign in with Apple

需要 Apple Developer Program 會員資格。

1. 在 **Certificates, Identifiers & Profiles → Identifiers** 中，為你的 App ID 啟用 **Sign in with Apple**，然後建立一個 **Services ID**：它的識別碼就是這裡的 **Services ID**。
2. 在該 Services ID 上設定 Sign in with Apple：新增你的 Gatehouse 的網域和返回 URL。${callback} Apple 只接受 https URL。
3. 在 **Keys** 下建立一把啟用 Sign in with Apple 的金鑰，下載其 \`.p8\` 檔案（Apple 只提供一次），並記下其 **Key ID**。將檔案內容貼上作為私密金鑰。
4. 你的 **Team ID** 顯示在 **Membership details** 中。

Apple 會以表單 POST 回應到回呼 URL。每次登入時，Gatehouse 都會用你的金鑰簽署一個短效的用戶端密鑰，並驗證 Apple 的 ID 權杖（簽發者 \`https://appleid.apple.com\`、對象為你的 Services ID，以及 nonce）。Apple 只在使用者首次登入你的 App 時傳送使用者姓名；電子郵件來自 ID 權杖（可能是私密轉寄地址）。
`,
  discord: `# Discord

1. 在 [Discord Developer Portal](https://discord.com/developers/applications) 中建立一個應用程式並開啟 **OAuth2**。
2. ${callback} 將其新增到 **Redirects** 下。
3. 複製 **Client ID**，重設並複製 **Client Secret**，然後在此填入這兩項。

預設範圍 \`identify email\` 會讀取使用者的 ID、名稱、頭像和電子郵件；當 Discord 表示帳號的電子郵件為 \`verified\` 時，該電子郵件視為已驗證。
`,
  facebook: `# Facebook

1. 在 [Meta for Developers](https://developers.facebook.com/apps) 中，建立使用案例為 **Authenticate and request data from users with Facebook Login** 的應用程式。
2. ${callback} Meta 將它們列在 **Facebook Login → Settings → Valid OAuth Redirect URIs** 下。
3. 從 **App settings → Basic** 將 **App ID** 和 **App secret** 複製到這裡。

預設範圍 \`public_profile email\` 會讀取使用者的 ID、姓名、大頭貼和電子郵件。每次 Graph API 呼叫都附帶 \`appsecret_proof\`，因此你可以開啟 **Require App Secret**。Facebook 不會說明電子郵件是否已確認，因此絕不會視為已驗證（它本身無法連結既有帳號）。
`,
  github: `# GitHub

1. 在 GitHub 上開啟 **Settings → Developer settings → OAuth Apps → New OAuth App**（或在你的組織設定中的相同位置）。
2. ${callback} GitHub 稱之為 *Authorization callback URL*。
3. 複製 **Client ID**，產生一個 **client secret**，然後在此填入這兩項。

預設範圍 \`read:user user:email\` 讓 Gatehouse 讀取使用者的個人資料及其主要電子郵件，只有 GitHub 表示已驗證時才視為已驗證。沒有 \`user:email\` 時，只會讀取個人資料中的公開電子郵件，並視為未驗證。請求使用 PKCE（S256）。
`,
  gitlab: `# GitLab

適用於 GitLab.com 和自行管理的 GitLab（設定其**執行個體 URL**，例如 \`https://gitlab.example.com\` 或 \`https://example.com/gitlab\`）。

1. 在 GitLab 中開啟 **Edit profile → Applications**（或某個群組或執行個體的應用程式），新增一個應用程式。保持勾選 **Confidential**，並勾選範圍 \`openid\`、\`profile\` 和 \`email\`。
2. ${callback}
3. 將 **Application ID**（用戶端 ID）和 **Secret** 複製到這裡。

登入使用 OpenID Connect：GitLab 的簽發者就是其執行個體 URL，透過探索機制讀取，ID 權杖則以其公開的金鑰驗證。當 GitLab 表示 \`email_verified\` 時，電子郵件視為已驗證。
`,
  google: `# Google

1. 在 [Google Cloud console](https://console.cloud.google.com/apis/credentials) 中設定專案的 OAuth 同意畫面，然後透過 **Create credentials → OAuth client ID** 建立類型為 **Web application** 的憑證。
2. ${callback} Google 稱之為 *Authorized redirect URI*。
3. 將用戶端 ID 和用戶端密鑰複製到這裡。

登入使用 OpenID Connect：每個請求都帶有 nonce 和 PKCE，ID 權杖以 Google 公開的金鑰驗證。**提示**決定 Google 是否一律顯示其帳號選擇器或同意畫面。當 Google 表示 \`email_verified\` 時，電子郵件視為已驗證。
`,
  linkedin: `# LinkedIn

1. 在 [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) 中建立一個應用程式，並新增產品 **Sign In with LinkedIn using OpenID Connect**。
2. ${callback} LinkedIn 將它們列在 **Auth → Authorized redirect URLs for your app** 下。
3. 從 **Auth** 分頁將用戶端 ID 和主要用戶端密鑰複製到這裡。

登入使用 OpenID Connect，範圍為 \`openid profile email\`；ID 權杖以 LinkedIn 公開的金鑰驗證（簽發者 \`https://www.linkedin.com/oauth\`、對象為你的用戶端 ID）。LinkedIn 對網頁應用程式拒絕 PKCE，因此不會傳送 PKCE，其 ID 權杖也可能不含 nonce：帶有 nonce 的權杖必須帶有本次登入的 nonce。當 LinkedIn 表示 \`email_verified\` 時，電子郵件視為已驗證。
`,
  microsoft: `# Microsoft Entra ID

1. 在 [Microsoft Entra admin center](https://entra.microsoft.com) 中開啟 **App registrations → New registration**，並選擇允許的帳戶類型。
2. ${callback} 將其新增為平台 **Web** 的重新導向 URI。
3. 在 **Certificates & secrets** 下建立用戶端密碼，並複製其 **Value**（不是其 ID）。
4. 將 **Application (client) ID** 連同密碼複製到這裡。
5. **租用戶**：\`common\` 代表任何工作、學校或個人帳戶，\`organizations\` 代表工作和學校帳戶，\`consumers\` 代表個人帳戶，或填入你的租用戶 ID 或網域以僅限你的組織。它必須與註冊時的帳戶類型一致。

使用 \`common\` 和 \`organizations\` 時，ID 權杖的簽發者會指出使用者自己的租用戶；Gatehouse 會將其與權杖的 \`tid\` 宣告核對。Microsoft 不為工作帳戶的 \`email\` 宣告擔保，因此只有權杖表示 \`email_verified\` 或 \`xms_edov\` 時電子郵件才視為已驗證（請在 **Token configuration** 下新增選用宣告 \`xms_edov\`）。使用者的 ID 是權杖的 \`sub\`，對你的應用程式而言是唯一的。
`,
  oauth2: `# OAuth 2.0

適用於支援 OAuth 2.0 但不支援 OpenID Connect 的服務商（若有支援，請優先使用 OpenID Connect 連接器：它的 ID 權杖會經過驗證）。

1. 在服務商處註冊一個**機密 Web 應用程式**（授權碼流程）。
2. ${callback}
3. 填入其**授權**、**權杖**和**使用者資訊**端點（https）、用戶端 ID 和密鑰、範圍，以及權杖端點要求的用戶端驗證方式。
4. 除非服務商拒絕，否則保持開啟 **PKCE**。
5. **個人資料欄位**：從使用者資訊端點的回應中讀取使用者的 \`id\`、\`email\`、\`emailVerified\`、\`name\`、\`avatar\` 和 \`phone\`。未填寫時，會嘗試常用名稱：id 取自 \`sub\`，其次 \`id\`，以及 \`email\`、\`email_verified\`、\`name\`、\`picture\`，其次 \`avatar_url\`，以及 \`phone_number\`。可指定其他欄位，或以點號表示的巢狀欄位：

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

只有當對應的欄位為 \`true\` 時，電子郵件才視為已驗證。
`,
  oidc: `# OpenID Connect

讓使用者透過任何實作 OpenID Connect 的服務商登入（Keycloak、Auth0、Okta、Authentik、ZITADEL 等）。

1. 在你的服務商處建立一個**機密 Web 應用程式**（授權碼流程）。
2. ${callback}
3. 填入服務商的**簽發者** URL。Gatehouse 會讀取 \`{issuer}/.well-known/openid-configuration\`，其中必須列出完全相同的簽發者（注意結尾的斜線）。
4. 填入用戶端 ID 和密鑰，以及服務商要求的傳送方式（大多數兩種都接受）。
5. 範圍必須包含 \`openid\`；加入 \`email\` 和 \`profile\` 以取得使用者的電子郵件和姓名。

每次登入都會傳送隨機的 \`nonce\` 和 PKCE（S256）挑戰。ID 權杖必須以服務商公開的其中一把金鑰簽署、指出簽發者、以你的用戶端 ID 為對象、未過期且帶有 nonce。權杖中沒有電子郵件時，會讀取 userinfo 端點。只有當服務商表示 \`email_verified: true\` 時，電子郵件才視為已驗證。
`,
};
