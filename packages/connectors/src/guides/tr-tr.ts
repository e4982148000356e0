import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `Geri çağırma (yönlendirme) URL'si \`{endpoint}/callback/{connectorId}\` adresini sağlayıcıya kaydedin: \`{endpoint}\` Gatehouse'unuzun genel adresi, \`{connectorId}\` ise bu bağlayıcıyı eklediğinizde aldığı ve sayfasında gösterilen kimliktir. Sağlayıcı kullanıcıları tam olarak bu URL'ye geri göndermelidir.`;

export const trTR: Guides = {
  'dev-email': `# Geliştirme e-postası (günlük ve dosya)

Posta hesabı olmayan yeni bir kurulum için: **hiçbir e-posta sunucudan çıkmaz.** Her ileti, kodu veya bağlantısıyla birlikte sunucunun günlüğüne yazılır ve bir dosyaya tek satırlık JSON olarak eklenir (başka bir dosya belirtmezseniz sunucunun çalıştığı klasördeki \`${devFile}\`).

1. Bu bağlayıcıyı kiracının e-posta bağlayıcısı olarak ekleyin; dosya yolu boş kalabilir.
2. E-posta koduyla oturum açın: Gatehouse'u çalıştıran terminal \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\` gibi bir satır gösterir.
3. Dosyayı izlemek için: \`tail -f ${devFile}\`. Her satır \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\` ve \`payload\` içerir.

Gerçek kullanıcılar kaydolmadan önce bunu SMTP veya HTTP e-postası ile değiştirin: aksi hâlde kodlarını asla alamazlar. Dosya oturum açma kodları içerir; yalnızca sunucunun kullanıcısının okuyabileceği şekilde oluşturulur.
`,
  'http-email': `# HTTP e-postası

Gatehouse, kiracının şablonundan zaten oluşturulmuş her e-postayı JSON olarak uç noktanıza POST eder; uç nokta da onu teslim eder (kendi hizmetiniz, sunucusuz bir işlev, bir sağlayıcının webhook'u).

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

\`replyTo\` ve \`sendFrom\`, şablon bunları ayarladığında bulunur; \`payload\` kodu veya bağlantıyı ve iletinin gönderildiği her değeri içerir. \`type\` şunlardan biridir: SignIn, Register, ForgotPassword, OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification.

- **Uç nokta URL'si**: http veya https. Özel bir ağın dışında https kullanın: gövde oturum açma kodları içerir.
- **İstek üst bilgileri**: \`{ "Authorization": "Bearer <token>" }\` gibi bir JSON nesnesi; böylece uç noktanız isteğin Gatehouse'tan geldiğini anlayabilir. Parola gibi gizli tutulur.

Her 2xx yanıtı teslim edilmiş sayılır. Diğer her durum, gönderimi \`invalid_response\` ile başarısız kılar ve durumu ile yanıtın ilk 500 karakterini gösterir; yönlendirmeler izlenmez. 10 saniye içinde yanıt gelmemesi veya bağlantı kurulamaması gönderimi \`general\` ile başarısız kılar.
`,
  smtp: `# SMTP

E-postayı bir posta sunucusu üzerinden gönderir: kendi sunucunuz veya bir sağlayıcının SMTP aktarıcısı (çoğu e-posta hizmeti bir tane sunar; "SMTP ayarları" veya "SMTP kimlik bilgileri" ifadesini arayın).

| alan | ne girilmeli |
| --- | --- |
| Sunucu, Bağlantı noktası | sunucunun adı ve bağlantı noktası: genellikle STARTTLS ile 587, örtük TLS ile 465 |
| Şifreleme | 587'de STARTTLS (zorunlu), 465'te örtük TLS; yok yalnızca kendi sunucunuzdaki veya ağınızdaki bir aktarıcı için |
| Kullanıcı adı, Parola | SMTP kimlik bilgileri; gerektirmeyen bir aktarıcı için ikisini de boş bırakın |
| Gönderen adresi | postanın geldiği adres; sunucu bu kimlik bilgilerinin onu kullanmasına izin vermelidir |
| Gönderen adı | görünen ad; bir e-posta şablonunun kendi gönderen adı önceliklidir |
| Geçersiz sertifikaları kabul et | yalnızca kendinden imzalı sertifikalı bir test sunucusu için |

STARTTLS ile bağlantı şifreli hâle gelmelidir, yoksa hiçbir şey gönderilmez: Gatehouse asla düz metne geri dönmez. Sunucuyla eşleşmeyen, kendinden imzalı veya süresi dolmuş bir sertifika, anahtar aksini söylemedikçe reddedilir (\`invalid_certificate\`); o durumda da yol üzerindeki herkes postadaki kodları okuyabilir.

Konu ve gövde, kiracının e-posta şablonlarından gelir ve şablonun belirttiği gibi HTML veya düz metin olarak, yanıt adresiyle birlikte gönderilir. Hatalar neyin düzeltileceğini söyler: erişilemeyen bir sunucu veya reddedilen kimlik bilgileri için \`invalid_config\`, reddedilen bir gönderen veya alıcı için sunucunun kendi sözleriyle \`invalid_response\`, yanıt vermeyi bırakan bir sunucu için (10 saniye) \`general\`.
`,
  'dev-sms': `# Geliştirme SMS'i (günlük ve dosya)

SMS sağlayıcısı olmayan yeni bir kurulum için: **hiçbir kısa mesaj gönderilmez.** Her ileti, koduyla birlikte sunucunun günlüğüne yazılır ve bir dosyaya tek satırlık JSON olarak eklenir (başka bir dosya belirtmezseniz sunucunun çalıştığı klasördeki \`${devFile}\`; geliştirme e-posta bağlayıcısı da aynı dosyayı kullanabilir, her satır kendi \`channel\` değerini belirtir).

1. Bu bağlayıcıyı kiracının SMS bağlayıcısı olarak ekleyin; dosya yolu boş kalabilir.
2. Telefon koduyla oturum açın: Gatehouse'u çalıştıran terminal \`Development SMS to +15551234567 (SignIn): code 123456\` gibi bir satır gösterir.
3. Dosyayı izlemek için: \`tail -f ${devFile}\`.

Gerçek kullanıcılar kaydolmadan önce bunu Twilio veya HTTP SMS ile değiştirin: aksi hâlde kodlarını asla alamazlar. Dosya oturum açma kodları içerir; yalnızca sunucunun kullanıcısının okuyabileceği şekilde oluşturulur.
`,
  'http-sms': `# HTTP SMS

Gatehouse her kısa mesajı JSON olarak uç noktanıza veya doğrudan bir SMS sağlayıcısının API'sine POST eder. Gövde sizin şablonunuzdur; dizelerinin içindeki şu yer tutucular değiştirilir:

| yer tutucu | değer |
| --- | --- |
| \`{{to}}\` | Gatehouse'un sakladığı biçimde telefon numarası (+15551234567) |
| \`{{text}}\` | kiracının SMS şablonundan oluşturulan ileti |
| \`{{code}}\` | yalnızca doğrulama kodu (iletide kod yoksa boş) |
| \`{{type}}\` | iletinin amacı: SignIn, Register, ForgotPassword, MfaVerification, … |

Boş bırakılırsa şablon \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\` olur. Başka adlar bekleyen bir sağlayıcı için bunları yazın: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. Değerler her zaman JSON için kaçışlanır, bu yüzden her yer tutucuyu bir dizenin içine koyun; şablon \`{{text}}\` veya \`{{code}}\` kullanmalıdır ve bilinmeyen bir yer tutucu kaydederken reddedilir.

- **Uç nokta URL'si**: http veya https. Özel bir ağın dışında https kullanın: gövde oturum açma kodları içerir.
- **İstek üst bilgileri**: \`{ "Authorization": "Bearer <token>" }\` gibi bir JSON nesnesi. Gizli tutulur.

Her 2xx yanıtı gönderilmiş sayılır. Diğer her durum, gönderimi \`invalid_response\` ile başarısız kılar ve durumu ile yanıtın ilk 500 karakterini gösterir; yönlendirmeler izlenmez. 10 saniye içinde yanıt gelmemesi veya bağlantı kurulamaması gönderimi \`general\` ile başarısız kılar.
`,
  'twilio-sms': `# Twilio SMS

Kısa mesajları Twilio hesabınız (Programmable Messaging API'si) üzerinden gönderir.

1. Twilio konsolunda, hesabın panosundan **Account SID** (AC ile başlar) ve **Auth token** değerlerini kopyalayın.
2. Göndereni seçin: hesabın uluslararası biçimdeki (+15551234567) bir **telefon numarası** veya Twilio'nun hizmetin havuzundan bir gönderen seçmesini sağlayan bir **Messaging Service SID** (MG ile başlar); ayarlandığında numara değil o kullanılır.
3. Deneme hesabında Twilio yalnızca konsolunda doğruladığınız numaralara teslim eder.

Her ileti, \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` adresine \`To\`, \`From\` veya \`MessagingServiceSid\` ve \`Body\` (kiracının oluşturulmuş SMS şablonu) içeren tek bir istektir. Twilio reddettiğinde gönderim \`invalid_response\` (429 için \`rate_limit_exceeded\`) ile başarısız olur ve Twilio'nun durumunu, hata kodunu ve iletisini gösterir — kodu Twilio'nun hata sözlüğünde arayın.
`,
  apple: `# Sign in with Apple

Apple Developer Program üyeliği gerekir.

1. **Certificates, Identifiers & Profiles → Identifiers** bölümünde App ID'nizde **Sign in with Apple** özelliğini etkinleştirin, ardından bir **Services ID** oluşturun: onun tanımlayıcısı buradaki **Services ID**'dir.
2. Services ID üzerinde Sign in with Apple'ı yapılandırın: Gatehouse'unuzun alan adını ve dönüş URL'sini ekleyin. ${callback} Apple yalnızca https URL'lerini kabul eder.
3. **Keys** altında Sign in with Apple içeren bir anahtar oluşturun, \`.p8\` dosyasını indirin (Apple bunu yalnızca bir kez sunar) ve **Key ID** değerini not edin. Dosyanın içeriğini özel anahtar olarak yapıştırın.
4. **Team ID** değeriniz **Membership details** altında gösterilir.

Apple, geri çağırma URL'sine bir form POST'u ile yanıt verir. Gatehouse her oturum açmada anahtarınızla kısa ömürlü bir istemci gizli anahtarı imzalar ve Apple'ın kimlik belirtecini doğrular (veren \`https://appleid.apple.com\`, hedef kitle olarak Services ID'niz, nonce). Apple kullanıcının adını yalnızca uygulamanızda ilk oturum açışında gönderir; e-posta kimlik belirtecinden gelir (özel bir aktarma adresi olabilir).
`,
  discord: `# Discord

1. [Discord Developer Portal](https://discord.com/developers/applications) içinde bir uygulama oluşturun ve **OAuth2** bölümünü açın.
2. ${callback} Bunu **Redirects** altına ekleyin.
3. **Client ID** değerini kopyalayın, **Client Secret** değerini sıfırlayıp kopyalayın ve ikisini de buraya girin.

Varsayılan kapsam \`identify email\`, kullanıcının kimliğini, adlarını, avatarını ve e-postasını okur; Discord hesabın e-postasının \`verified\` olduğunu söylediğinde e-posta doğrulanmış sayılır.
`,
  facebook: `# Facebook

1. [Meta for Developers](https://developers.facebook.com/apps) içinde **Authenticate and request data from users with Facebook Login** kullanım senaryosuyla bir uygulama oluşturun.
2. ${callback} Meta bunları **Facebook Login → Settings → Valid OAuth Redirect URIs** altında listeler.
3. **App settings → Basic** bölümünden **App ID** ve **App secret** değerlerini buraya kopyalayın.

Varsayılan kapsam \`public_profile email\`, kullanıcının kimliğini, adını, resmini ve e-postasını okur. Her Graph API çağrısı bir \`appsecret_proof\` taşır, bu yüzden **Require App Secret** seçeneğini açabilirsiniz. Facebook bir e-postanın onaylanıp onaylanmadığını söylemez, bu yüzden asla doğrulanmış sayılmaz (tek başına mevcut bir hesabı bağlayamaz).
`,
  github: `# GitHub

1. GitHub'da **Settings → Developer settings → OAuth Apps → New OAuth App** yolunu açın (veya kuruluşunuzun ayarlarında aynısını).
2. ${callback} GitHub buna *Authorization callback URL* der.
3. **Client ID** değerini kopyalayın, bir **client secret** oluşturun ve ikisini de buraya girin.

Varsayılan kapsam \`read:user user:email\`, Gatehouse'un kullanıcının profilini ve birincil e-postasını okumasını sağlar; bu e-posta yalnızca GitHub öyle söylediğinde doğrulanmış sayılır. \`user:email\` olmadan yalnızca profilin herkese açık e-postası doğrulanmamış olarak okunur. İstekler PKCE (S256) kullanır.
`,
  gitlab: `# GitLab

GitLab.com ile ve kendi yönettiğiniz bir GitLab ile çalışır (\`https://gitlab.example.com\` veya \`https://example.com/gitlab\` gibi **Örnek URL'si** değerini ayarlayın).

1. GitLab'da **Edit profile → Applications** (veya bir grubun ya da örneğin uygulamaları) bölümünü açın ve yeni bir uygulama ekleyin. **Confidential** seçili kalsın ve \`openid\`, \`profile\` ve \`email\` kapsamlarını işaretleyin.
2. ${callback}
3. **Application ID** (istemci kimliği) ve **Secret** değerlerini buraya kopyalayın.

Oturum açma OpenID Connect kullanır: GitLab'ın vereni, keşif yoluyla okunan örnek URL'sidir ve kimlik belirteci yayımlanmış anahtarlarıyla doğrulanır. GitLab \`email_verified\` dediğinde e-posta doğrulanmış sayılır.
`,
  google: `# Google

1. [Google Cloud console](https://console.cloud.google.com/apis/credentials) içinde projenizin OAuth izin ekranını ayarlayın, ardından **Web application** türünde **Create credentials → OAuth client ID** oluşturun.
2. ${callback} Google buna *Authorized redirect URI* der.
3. İstemci kimliğini ve istemci gizli anahtarını buraya kopyalayın.

Oturum açma OpenID Connect kullanır: her istekte bir nonce ve PKCE bulunur ve kimlik belirteci Google'ın yayımlanmış anahtarlarıyla doğrulanır. **İstem**, Google'ın her zaman hesap seçicisini veya izin ekranını gösterip göstermeyeceğini belirler. Google \`email_verified\` dediğinde e-posta doğrulanmış sayılır.
`,
  linkedin: `# LinkedIn

1. [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) içinde bir uygulama oluşturun ve **Sign In with LinkedIn using OpenID Connect** ürününü ekleyin.
2. ${callback} LinkedIn bunları **Auth → Authorized redirect URLs for your app** altında listeler.
3. **Auth** sekmesinden istemci kimliğini ve birincil istemci gizli anahtarını buraya kopyalayın.

Oturum açma, \`openid profile email\` kapsamlarıyla OpenID Connect kullanır; kimlik belirteci LinkedIn'in yayımlanmış anahtarlarıyla doğrulanır (veren \`https://www.linkedin.com/oauth\`, hedef kitle olarak istemci kimliğiniz). LinkedIn web uygulamaları için PKCE'yi reddettiğinden hiçbiri gönderilmez ve kimlik belirtecinde nonce olmayabilir: nonce taşıyan bir belirteç bu oturum açmanın nonce değerini taşımalıdır. LinkedIn \`email_verified\` dediğinde e-posta doğrulanmış sayılır.
`,
  microsoft: `# Microsoft Entra ID

1. [Microsoft Entra admin center](https://entra.microsoft.com) içinde **App registrations → New registration** yolunu açın ve izin verilecek hesap türlerini seçin.
2. ${callback} Bunu **Web** platformunun yeniden yönlendirme URI'si olarak ekleyin.
3. **Certificates & secrets** altında bir istemci gizli anahtarı oluşturun ve **Value** değerini (kimliğini değil) kopyalayın.
4. **Application (client) ID** değerini gizli anahtarla birlikte buraya kopyalayın.
5. **Kiracı**: her iş, okul veya kişisel hesap için \`common\`, iş ve okul hesapları için \`organizations\`, kişisel hesaplar için \`consumers\` ya da yalnızca kuruluşunuz için kiracınızın kimliği veya alan adı. Kaydın hesap türleriyle eşleşmelidir.

\`common\` ve \`organizations\` ile kimlik belirtecinin vereni kullanıcının kendi kiracısını belirtir; Gatehouse bunu belirtecin \`tid\` talebiyle karşılaştırır. Microsoft iş hesaplarının \`email\` talebine kefil olmaz, bu yüzden e-posta yalnızca belirteç \`email_verified\` veya \`xms_edov\` dediğinde doğrulanmış sayılır (**Token configuration** altında isteğe bağlı \`xms_edov\` talebini ekleyin). Kullanıcının kimliği, belirtecin uygulamanıza özgü \`sub\` değeridir.
`,
  oauth2: `# OAuth 2.0

OAuth 2.0 konuşan ancak OpenID Connect konuşmayan bir sağlayıcı için (konuşuyorsa OpenID Connect bağlayıcısını tercih edin: onun kimlik belirteci doğrulanır).

1. Sağlayıcıda bir **gizli web uygulaması** kaydedin (yetkilendirme kodu akışı).
2. ${callback}
3. Sağlayıcının **yetkilendirme**, **belirteç** ve **kullanıcı bilgisi** uç noktalarını (https), istemci kimliğini ve gizli anahtarı, kapsamları ve belirteç uç noktasının istemciyi nasıl doğrulamak istediğini girin.
4. Sağlayıcı reddetmedikçe **PKCE** açık kalsın.
5. **Profil alanları**: kullanıcı bilgisi uç noktasının yanıtından kullanıcının \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\` ve \`phone\` değerleri okunur. Belirtilmezse olağan adlar denenir: id için \`sub\` sonra \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\` sonra \`avatar_url\`, \`phone_number\`. Başka bir alan veya noktalarla iç içe bir alan belirtin:

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

E-posta yalnızca eşlenen alan \`true\` olduğunda doğrulanmış sayılır.
`,
  oidc: `# OpenID Connect

Kullanıcıların OpenID Connect uygulayan herhangi bir sağlayıcıyla oturum açmasını sağlar (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. Sağlayıcınızda bir **gizli web uygulaması** oluşturun (yetkilendirme kodu akışı).
2. ${callback}
3. Sağlayıcının **veren** URL'sini girin. Gatehouse \`{issuer}/.well-known/openid-configuration\` adresini okur; bu belge tam olarak aynı vereni belirtmelidir (sondaki eğik çizgiye dikkat edin).
4. İstemci kimliğini ve gizli anahtarı ve sağlayıcının bunların nasıl gönderilmesini istediğini girin (çoğu ikisini de kabul eder).
5. Kapsam \`openid\` içermelidir; kullanıcının e-postası ve adı için \`email\` ve \`profile\` ekleyin.

Her oturum açma rastgele bir \`nonce\` ve bir PKCE (S256) sınaması gönderir. Kimlik belirteci sağlayıcının yayımlanmış anahtarlarından biriyle imzalanmış olmalı, vereni belirtmeli, hedef kitlesi istemci kimliğiniz olmalı, süresi dolmamış olmalı ve nonce taşımalıdır. Belirteçte e-posta yoksa userinfo uç noktası okunur. E-posta yalnızca sağlayıcı \`email_verified: true\` dediğinde doğrulanmış sayılır.
`,
};
