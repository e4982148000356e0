import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `Zarejestruj u dostawcy adres URL wywołania zwrotnego (przekierowania) \`{endpoint}/callback/{connectorId}\`: \`{endpoint}\` to publiczny adres Twojego Gatehouse, a \`{connectorId}\` to ID, które ten konektor otrzymuje po dodaniu, widoczne na jego stronie. Dostawca musi odsyłać użytkowników dokładnie na ten adres URL.`;

export const plPL: Guides = {
  'dev-email': `# E-mail deweloperski (dziennik i plik)

Dla świeżej instalacji bez konta pocztowego: **żaden e-mail nie opuszcza serwera.** Każda wiadomość jest zapisywana w dzienniku serwera wraz z kodem lub linkiem i dopisywana jako jeden wiersz JSON do pliku (\`${devFile}\` w folderze, w którym działa serwer, chyba że wskażesz inny).

1. Dodaj ten konektor jako konektor e-mail dzierżawy; ścieżka pliku może pozostać pusta.
2. Zaloguj się kodem z e-maila: terminal, w którym działa Gatehouse, pokaże wiersz taki jak \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. Aby śledzić plik: \`tail -f ${devFile}\`. Każdy wiersz zawiera \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\` i \`payload\`.

Zastąp go SMTP lub e-mailem HTTP, zanim zarejestrują się prawdziwi użytkownicy: nigdy nie otrzymaliby swoich kodów. Plik zawiera kody logowania; jest tworzony tak, by mógł go czytać tylko użytkownik serwera.
`,
  'http-email': `# E-mail HTTP

Gatehouse wysyła każdy e-mail, już wygenerowany z szablonu dzierżawy, żądaniem POST jako JSON do Twojego punktu końcowego, który go doręcza (Twoja własna usługa, funkcja bezserwerowa, webhook dostawcy).

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

\`replyTo\` i \`sendFrom\` występują, gdy ustawia je szablon; \`payload\` zawiera kod lub link oraz każdą wartość, z którą wysłano wiadomość. \`type\` to jedno z SignIn, Register, ForgotPassword, OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification.

- **URL punktu końcowego**: http lub https. Poza siecią prywatną używaj https: treść zawiera kody logowania.
- **Nagłówki żądania**: obiekt JSON, np. \`{ "Authorization": "Bearer <token>" }\`, aby Twój punkt końcowy wiedział, że żądanie pochodzi od Gatehouse. Przechowywane w tajemnicy jak hasło.

Każda odpowiedź 2xx oznacza doręczenie. Każdy inny status kończy wysyłkę błędem \`invalid_response\`, pokazując status i pierwsze 500 znaków odpowiedzi; przekierowania nie są wykonywane. Brak odpowiedzi w ciągu 10 sekund lub brak połączenia kończy ją błędem \`general\`.
`,
  smtp: `# SMTP

Wysyła e-maile przez serwer pocztowy: własny lub przekaźnik SMTP dostawcy (większość usług e-mail go oferuje; szukaj „ustawień SMTP” lub „danych logowania SMTP”).

| pole | co wpisać |
| --- | --- |
| Host, Port | nazwa i port serwera: zwykle 587 ze STARTTLS, 465 z niejawnym TLS |
| Szyfrowanie | STARTTLS (wymagane) na 587, niejawny TLS na 465; brak tylko dla przekaźnika na Twoim własnym hoście lub w Twojej sieci |
| Nazwa użytkownika, Hasło | dane logowania SMTP; zostaw oba puste dla przekaźnika, który ich nie wymaga |
| Adres nadawcy | adres, z którego przychodzi poczta; serwer musi pozwalać tym danym logowania go używać |
| Nazwa nadawcy | wyświetlana nazwa; pierwszeństwo ma nazwa nadawcy z szablonu e-maila |
| Akceptuj nieprawidłowe certyfikaty | tylko dla serwera testowego z certyfikatem samopodpisanym |

Przy STARTTLS połączenie musi zostać zaszyfrowane, inaczej nic nie zostanie wysłane: Gatehouse nigdy nie wraca do zwykłego tekstu. Certyfikat niepasujący do hosta, samopodpisany lub wygasły jest odrzucany (\`invalid_certificate\`), chyba że przełącznik mówi inaczej — a wtedy każdy na trasie może przeczytać kody w wiadomości.

Temat i treść pochodzą z szablonów e-mail dzierżawy i są wysyłane jako HTML lub zwykły tekst, zgodnie z szablonem, wraz z jego adresem do odpowiedzi. Błędy wskazują, co naprawić: \`invalid_config\` dla nieosiągalnego hosta lub odrzuconych danych logowania, \`invalid_response\` ze słowami samego serwera dla odrzuconego nadawcy lub odbiorcy, \`general\` dla serwera, który przestał odpowiadać (10 sekund).
`,
  'dev-sms': `# SMS deweloperski (dziennik i plik)

Dla świeżej instalacji bez dostawcy SMS: **żaden SMS nie jest wysyłany.** Każda wiadomość jest zapisywana w dzienniku serwera wraz z kodem i dopisywana jako jeden wiersz JSON do pliku (\`${devFile}\` w folderze, w którym działa serwer, chyba że wskażesz inny; deweloperski konektor e-mail może z niego korzystać, każdy wiersz podaje swój \`channel\`).

1. Dodaj ten konektor jako konektor SMS dzierżawy; ścieżka pliku może pozostać pusta.
2. Zaloguj się kodem z telefonu: terminal, w którym działa Gatehouse, pokaże wiersz taki jak \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. Aby śledzić plik: \`tail -f ${devFile}\`.

Zastąp go Twilio lub SMS-em HTTP, zanim zarejestrują się prawdziwi użytkownicy: nigdy nie otrzymaliby swoich kodów. Plik zawiera kody logowania; jest tworzony tak, by mógł go czytać tylko użytkownik serwera.
`,
  'http-sms': `# SMS HTTP

Gatehouse wysyła każdy SMS żądaniem POST jako JSON do Twojego punktu końcowego lub bezpośrednio do API dostawcy SMS. Treścią jest Twój szablon, w którego ciągach znaków zastępowane są te symbole zastępcze:

| symbol zastępczy | wartość |
| --- | --- |
| \`{{to}}\` | numer telefonu w postaci, w jakiej przechowuje go Gatehouse (+15551234567) |
| \`{{text}}\` | wiadomość wygenerowana z szablonu SMS dzierżawy |
| \`{{code}}\` | sam kod weryfikacyjny (pusty, gdy wiadomość go nie ma) |
| \`{{type}}\` | do czego służy wiadomość: SignIn, Register, ForgotPassword, MfaVerification, … |

Pozostawiony pusty szablon to \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`. Dla dostawcy, który oczekuje innych nazw, wpisz je: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. Wartości są zawsze escapowane dla JSON, więc umieszczaj każdy symbol zastępczy wewnątrz ciągu znaków; szablon musi używać \`{{text}}\` lub \`{{code}}\`, a nieznany symbol zastępczy jest odrzucany przy zapisie.

- **URL punktu końcowego**: http lub https. Poza siecią prywatną używaj https: treść zawiera kody logowania.
- **Nagłówki żądania**: obiekt JSON, np. \`{ "Authorization": "Bearer <token>" }\`. Przechowywane w tajemnicy.

Każda odpowiedź 2xx oznacza wysłanie. Każdy inny status kończy wysyłkę błędem \`invalid_response\`, pokazując status i pierwsze 500 znaków odpowiedzi; przekierowania nie są wykonywane. Brak odpowiedzi w ciągu 10 sekund lub brak połączenia kończy ją błędem \`general\`.
`,
  'twilio-sms': `# SMS Twilio

Wysyła SMS-y przez Twoje konto Twilio (jego API Programmable Messaging).

1. W konsoli Twilio skopiuj **Account SID** (zaczyna się od AC) i **Auth token** z pulpitu konta.
2. Wybierz nadawcę: **numer telefonu** konta w formacie międzynarodowym (+15551234567) lub **Messaging Service SID** (zaczyna się od MG), dzięki któremu Twilio wybiera nadawcę z puli usługi; jeśli jest ustawiony, używany jest on, a nie numer.
3. Na koncie próbnym Twilio doręcza tylko na numery zweryfikowane w jego konsoli.

Każda wiadomość to jedno żądanie do \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` z \`To\`, \`From\` lub \`MessagingServiceSid\` oraz \`Body\` (wygenerowany szablon SMS dzierżawy). Gdy Twilio odmawia, wysyłka kończy się błędem \`invalid_response\` (\`rate_limit_exceeded\` dla 429), pokazując status, kod błędu i komunikat Twilio — sprawdź kod w słowniku błędów Twilio.
`,
  apple: `# Sign in with Apple

Wymaga członkostwa w Apple Developer Program.

1. W **Certificates, Identifiers & Profiles → Identifiers** włącz **Sign in with Apple** dla swojego App ID, a następnie utwórz **Services ID**: jego identyfikator jest tutaj **Services ID**.
2. Skonfiguruj Sign in with Apple dla Services ID: dodaj domenę swojego Gatehouse i adres URL powrotu. ${callback} Apple przyjmuje tylko adresy URL https.
3. W sekcji **Keys** utwórz klucz z Sign in with Apple, pobierz jego plik \`.p8\` (Apple udostępnia go tylko raz) i zanotuj jego **Key ID**. Wklej zawartość pliku jako klucz prywatny.
4. Twój **Team ID** jest widoczny w **Membership details**.

Apple odpowiada żądaniem POST formularza na adres URL wywołania zwrotnego. Przy każdym logowaniu Gatehouse podpisuje Twoim kluczem krótkotrwały sekret klienta i weryfikuje token ID od Apple (wystawca \`https://appleid.apple.com\`, Twój Services ID jako odbiorca, nonce). Apple wysyła imię i nazwisko użytkownika tylko przy jego pierwszym logowaniu do Twojej aplikacji; e-mail pochodzi z tokenu ID (może to być prywatny adres przekaźnikowy).
`,
  discord: `# Discord

1. W [Discord Developer Portal](https://discord.com/developers/applications) utwórz aplikację i otwórz **OAuth2**.
2. ${callback} Dodaj go w sekcji **Redirects**.
3. Skopiuj **Client ID**, zresetuj i skopiuj **Client Secret**, a następnie wpisz oba tutaj.

Domyślny zakres \`identify email\` odczytuje id, nazwy, awatar i e-mail użytkownika; e-mail uznaje się za zweryfikowany, gdy Discord podaje, że e-mail konta jest \`verified\`.
`,
  facebook: `# Facebook

1. W [Meta for Developers](https://developers.facebook.com/apps) utwórz aplikację z przypadkiem użycia **Authenticate and request data from users with Facebook Login**.
2. ${callback} Meta wymienia je w **Facebook Login → Settings → Valid OAuth Redirect URIs**.
3. W **App settings → Basic** skopiuj tutaj **App ID** i **App secret**.

Domyślny zakres \`public_profile email\` odczytuje id, imię i nazwisko, zdjęcie i e-mail użytkownika. Każde wywołanie Graph API zawiera \`appsecret_proof\`, więc możesz włączyć **Require App Secret**. Facebook nie podaje, czy e-mail został potwierdzony, więc nigdy nie jest uznawany za zweryfikowany (sam nie może połączyć istniejącego konta).
`,
  github: `# GitHub

1. W GitHub otwórz **Settings → Developer settings → OAuth Apps → New OAuth App** (lub to samo w ustawieniach swojej organizacji).
2. ${callback} GitHub nazywa go *Authorization callback URL*.
3. Skopiuj **Client ID**, wygeneruj **client secret** i wpisz oba tutaj.

Domyślny zakres \`read:user user:email\` pozwala Gatehouse odczytać profil użytkownika i jego główny e-mail, uznawany za zweryfikowany tylko wtedy, gdy tak podaje GitHub. Bez \`user:email\` odczytywany jest tylko publiczny e-mail z profilu, jako niezweryfikowany. Żądania używają PKCE (S256).
`,
  gitlab: `# GitLab

Działa z GitLab.com i z samodzielnie zarządzanym GitLabem (ustaw jego **URL instancji**, np. \`https://gitlab.example.com\` lub \`https://example.com/gitlab\`).

1. W GitLabie otwórz **Edit profile → Applications** (lub aplikacje grupy albo instancji) i dodaj nową aplikację. Pozostaw zaznaczone **Confidential** i zaznacz zakresy \`openid\`, \`profile\` i \`email\`.
2. ${callback}
3. Skopiuj tutaj **Application ID** (ID klienta) i **Secret**.

Logowanie używa OpenID Connect: wystawcą GitLaba jest URL jego instancji, odczytany przez wykrywanie, a token ID jest weryfikowany opublikowanymi kluczami. E-mail uznaje się za zweryfikowany, gdy GitLab podaje \`email_verified\`.
`,
  google: `# Google

1. W [Google Cloud console](https://console.cloud.google.com/apis/credentials) skonfiguruj ekran zgody OAuth swojego projektu, a następnie **Create credentials → OAuth client ID** typu **Web application**.
2. ${callback} Google nazywa go *Authorized redirect URI*.
3. Skopiuj tutaj ID klienta i sekret klienta.

Logowanie używa OpenID Connect: nonce i PKCE w każdym żądaniu, a token ID jest weryfikowany opublikowanymi kluczami Google. **Monit** decyduje, czy Google zawsze pokazuje wybór konta lub ekran zgody. E-mail uznaje się za zweryfikowany, gdy Google podaje \`email_verified\`.
`,
  linkedin: `# LinkedIn

1. Utwórz aplikację w [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) i dodaj produkt **Sign In with LinkedIn using OpenID Connect**.
2. ${callback} LinkedIn wymienia je w **Auth → Authorized redirect URLs for your app**.
3. Skopiuj tutaj ID klienta i główny sekret klienta z karty **Auth**.

Logowanie używa OpenID Connect z zakresami \`openid profile email\`; token ID jest weryfikowany opublikowanymi kluczami LinkedIn (wystawca \`https://www.linkedin.com/oauth\`, Twój ID klienta jako odbiorca). LinkedIn odrzuca PKCE dla aplikacji webowych, więc nie jest ono wysyłane, a jego token ID może nie mieć nonce: token, który ma nonce, musi mieć nonce tego logowania. E-mail uznaje się za zweryfikowany, gdy LinkedIn podaje \`email_verified\`.
`,
  microsoft: `# Microsoft Entra ID

1. W [Microsoft Entra admin center](https://entra.microsoft.com) otwórz **App registrations → New registration** i wybierz dozwolone typy kont.
2. ${callback} Dodaj go jako URI przekierowania platformy **Web**.
3. W **Certificates & secrets** utwórz klucz tajny klienta i skopiuj jego **Value** (nie jego ID).
4. Skopiuj tutaj **Application (client) ID** razem z kluczem tajnym.
5. **Dzierżawa**: \`common\` dla dowolnego konta służbowego, szkolnego lub osobistego, \`organizations\` dla kont służbowych i szkolnych, \`consumers\` dla kont osobistych albo ID lub domena Twojej dzierżawy tylko dla Twojej organizacji. Musi odpowiadać typom kont rejestracji.

Przy \`common\` i \`organizations\` wystawca tokenu ID wskazuje własną dzierżawę użytkownika; Gatehouse sprawdza go względem oświadczenia \`tid\` tokenu. Microsoft nie ręczy za oświadczenie \`email\` kont służbowych, więc e-mail uznaje się za zweryfikowany tylko wtedy, gdy token podaje \`email_verified\` lub \`xms_edov\` (dodaj opcjonalne oświadczenie \`xms_edov\` w **Token configuration**). Id użytkownika to \`sub\` tokenu, właściwe dla Twojej aplikacji.
`,
  oauth2: `# OAuth 2.0

Dla dostawcy, który obsługuje OAuth 2.0, ale nie OpenID Connect (jeśli obsługuje, wybierz konektor OpenID Connect: jego token ID jest weryfikowany).

1. Zarejestruj u dostawcy **poufną aplikację webową** (przepływ kodu autoryzacji).
2. ${callback}
3. Wpisz jego punkty końcowe **autoryzacji**, **tokenu** i **informacji o użytkowniku** (https), ID i sekret klienta, zakresy oraz sposób, w jaki punkt końcowy tokenu chce uwierzytelniać klienta.
4. Pozostaw **PKCE** włączone, chyba że dostawca je odrzuca.
5. **Pola profilu**: z odpowiedzi punktu końcowego informacji o użytkowniku odczytywane są \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\` i \`phone\` użytkownika. Jeśli ich nie podasz, próbowane są zwykłe nazwy: id z \`sub\`, potem \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\`, potem \`avatar_url\`, \`phone_number\`. Wskaż inne pole lub zagnieżdżone, z kropkami:

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

E-mail uznaje się za zweryfikowany tylko wtedy, gdy zmapowane pole ma wartość \`true\`.
`,
  oidc: `# OpenID Connect

Loguje użytkowników u dowolnego dostawcy, który implementuje OpenID Connect (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. U swojego dostawcy utwórz **poufną aplikację webową** (przepływ kodu autoryzacji).
2. ${callback}
3. Wpisz URL **wystawcy** dostawcy. Gatehouse odczytuje \`{issuer}/.well-known/openid-configuration\`, który musi wskazywać dokładnie tego samego wystawcę (uważaj na końcowy ukośnik).
4. Wpisz ID i sekret klienta oraz sposób, w jaki dostawca chce je otrzymywać (większość akceptuje oba).
5. Zakres musi zawierać \`openid\`; dodaj \`email\` i \`profile\`, aby uzyskać e-mail i imię użytkownika.

Każde logowanie wysyła losowy \`nonce\` i wyzwanie PKCE (S256). Token ID musi być podpisany jednym z opublikowanych kluczy dostawcy, wskazywać wystawcę, mieć Twój ID klienta jako odbiorcę, nie być wygasły i zawierać nonce. Gdy nie zawiera e-maila, odczytywany jest punkt końcowy userinfo. E-mail uznaje się za zweryfikowany tylko wtedy, gdy dostawca podaje \`email_verified: true\`.
`,
};
