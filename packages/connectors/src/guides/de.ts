import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `Registrieren Sie beim Anbieter die Callback-URL (Weiterleitungs-URL) \`{endpoint}/callback/{connectorId}\`: \`{endpoint}\` ist die öffentliche Adresse Ihres Gatehouse und \`{connectorId}\` die ID, die dieser Connector beim Hinzufügen erhält; sie steht auf seiner Seite. Der Anbieter muss Benutzer genau an diese URL zurückschicken.`;

export const de: Guides = {
  'dev-email': `# Entwicklungs-E-Mail (Protokoll und Datei)

Für eine frische Installation ohne E-Mail-Konto: **Keine E-Mail verlässt den Server.** Jede Nachricht wird mit ihrem Code oder Link in das Protokoll des Servers geschrieben und als eine JSON-Zeile an eine Datei angehängt (\`${devFile}\` im Ordner, in dem der Server läuft, sofern Sie keine andere angeben).

1. Fügen Sie diesen Connector als E-Mail-Connector des Mandanten hinzu; der Dateipfad darf leer bleiben.
2. Melden Sie sich mit einem E-Mail-Code an: Das Terminal, in dem Gatehouse läuft, zeigt eine Zeile wie \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. Um die Datei zu verfolgen: \`tail -f ${devFile}\`. Jede Zeile enthält \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\` und \`payload\`.

Ersetzen Sie ihn durch SMTP oder HTTP-E-Mail, bevor sich echte Benutzer registrieren: Sie würden ihre Codes nie erhalten. Die Datei enthält Anmeldecodes; sie wird so angelegt, dass nur der Benutzer des Servers sie lesen kann.
`,
  'http-email': `# HTTP-E-Mail

Gatehouse sendet jede E-Mail, bereits aus der Vorlage des Mandanten erstellt, per POST als JSON an Ihren Endpunkt, der sie zustellt (Ihr eigener Dienst, eine Serverless-Funktion, der Webhook eines Anbieters).

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

\`replyTo\` und \`sendFrom\` sind vorhanden, wenn die Vorlage sie setzt; \`payload\` enthält den Code oder Link und jeden Wert, mit dem die Nachricht gesendet wurde. \`type\` ist einer von SignIn, Register, ForgotPassword, OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification.

- **Endpunkt-URL**: http oder https. Verwenden Sie außerhalb eines privaten Netzes https: Der Inhalt enthält Anmeldecodes.
- **Anfrage-Header**: ein JSON-Objekt wie \`{ "Authorization": "Bearer <token>" }\`, damit Ihr Endpunkt erkennt, dass die Anfrage von Gatehouse kommt. Wird wie ein Passwort geheim gehalten.

Jede 2xx-Antwort gilt als zugestellt. Jeder andere Status lässt das Senden mit \`invalid_response\` scheitern, mit dem Status und den ersten 500 Zeichen der Antwort; Weiterleitungen werden nicht verfolgt. Keine Antwort innerhalb von 10 Sekunden oder keine Verbindung lässt es mit \`general\` scheitern.
`,
  smtp: `# SMTP

Sendet E-Mails über einen Mailserver: Ihren eigenen oder das SMTP-Relay eines Anbieters (die meisten E-Mail-Dienste bieten eines an; suchen Sie nach „SMTP-Einstellungen“ oder „SMTP-Zugangsdaten“).

| Feld | was einzutragen ist |
| --- | --- |
| Host, Port | Name und Port des Servers: meist 587 mit STARTTLS, 465 mit implizitem TLS |
| Verschlüsselung | STARTTLS (erforderlich) auf 587, implizites TLS auf 465; keine nur für ein Relay auf Ihrem eigenen Host oder in Ihrem Netz |
| Benutzername, Passwort | die SMTP-Zugangsdaten; lassen Sie beide leer für ein Relay, das keine braucht |
| Absenderadresse | die Adresse, von der die E-Mails kommen; der Server muss sie für diese Zugangsdaten erlauben |
| Absendername | der angezeigte Name; der Absendername einer E-Mail-Vorlage hat Vorrang |
| Ungültige Zertifikate akzeptieren | nur für einen Testserver mit selbstsigniertem Zertifikat |

Mit STARTTLS muss die Verbindung verschlüsselt werden, sonst wird nichts gesendet: Gatehouse fällt nie auf Klartext zurück. Ein Zertifikat, das nicht zum Host passt, selbstsigniert oder abgelaufen ist, wird abgelehnt (\`invalid_certificate\`), außer der Schalter sagt etwas anderes – und dann kann jeder auf dem Weg die Codes in der E-Mail lesen.

Betreff und Inhalt kommen aus den E-Mail-Vorlagen des Mandanten, gesendet als HTML oder Klartext, wie die Vorlage es festlegt, mit ihrer Antwortadresse. Fehler nennen, was zu beheben ist: \`invalid_config\` für einen nicht erreichbaren Host oder abgelehnte Zugangsdaten, \`invalid_response\` mit den eigenen Worten des Servers für einen abgelehnten Absender oder Empfänger, \`general\` für einen Server, der nicht mehr antwortet (10 Sekunden).
`,
  'dev-sms': `# Entwicklungs-SMS (Protokoll und Datei)

Für eine frische Installation ohne SMS-Anbieter: **Es wird keine SMS gesendet.** Jede Nachricht wird mit ihrem Code in das Protokoll des Servers geschrieben und als eine JSON-Zeile an eine Datei angehängt (\`${devFile}\` im Ordner, in dem der Server läuft, sofern Sie keine andere angeben; der Entwicklungs-E-Mail-Connector kann sie mitnutzen, jede Zeile nennt ihren \`channel\`).

1. Fügen Sie diesen Connector als SMS-Connector des Mandanten hinzu; der Dateipfad darf leer bleiben.
2. Melden Sie sich mit einem Telefoncode an: Das Terminal, in dem Gatehouse läuft, zeigt eine Zeile wie \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. Um die Datei zu verfolgen: \`tail -f ${devFile}\`.

Ersetzen Sie ihn durch Twilio oder HTTP-SMS, bevor sich echte Benutzer registrieren: Sie würden ihre Codes nie erhalten. Die Datei enthält Anmeldecodes; sie wird so angelegt, dass nur der Benutzer des Servers sie lesen kann.
`,
  'http-sms': `# HTTP-SMS

Gatehouse sendet jede SMS per POST als JSON an Ihren Endpunkt oder direkt an die API eines SMS-Anbieters. Der Inhalt ist Ihre Vorlage, in deren Zeichenketten diese Platzhalter ersetzt werden:

| Platzhalter | Wert |
| --- | --- |
| \`{{to}}\` | die Telefonnummer, wie Gatehouse sie speichert (+15551234567) |
| \`{{text}}\` | die Nachricht, erstellt aus der SMS-Vorlage des Mandanten |
| \`{{code}}\` | nur der Bestätigungscode (leer, wenn die Nachricht keinen hat) |
| \`{{type}}\` | wofür die Nachricht ist: SignIn, Register, ForgotPassword, MfaVerification, … |

Leer gelassen lautet die Vorlage \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`. Für einen Anbieter, der andere Namen erwartet, schreiben Sie diese: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. Werte werden immer JSON-maskiert, setzen Sie also jeden Platzhalter in eine Zeichenkette; die Vorlage muss \`{{text}}\` oder \`{{code}}\` verwenden, und ein unbekannter Platzhalter wird beim Speichern abgelehnt.

- **Endpunkt-URL**: http oder https. Verwenden Sie außerhalb eines privaten Netzes https: Der Inhalt enthält Anmeldecodes.
- **Anfrage-Header**: ein JSON-Objekt wie \`{ "Authorization": "Bearer <token>" }\`. Wird geheim gehalten.

Jede 2xx-Antwort gilt als gesendet. Jeder andere Status lässt das Senden mit \`invalid_response\` scheitern, mit dem Status und den ersten 500 Zeichen der Antwort; Weiterleitungen werden nicht verfolgt. Keine Antwort innerhalb von 10 Sekunden oder keine Verbindung lässt es mit \`general\` scheitern.
`,
  'twilio-sms': `# Twilio-SMS

Sendet SMS über Ihr Twilio-Konto (dessen Programmable Messaging API).

1. Kopieren Sie in der Twilio-Konsole die **Account SID** (beginnt mit AC) und das **Auth token** aus dem Dashboard des Kontos.
2. Wählen Sie den Absender: eine **Telefonnummer** des Kontos im internationalen Format (+15551234567) oder eine **Messaging Service SID** (beginnt mit MG), mit der Twilio einen Absender aus dem Pool des Dienstes wählt; ist sie gesetzt, wird sie verwendet und die Nummer nicht.
3. Bei einem Testkonto stellt Twilio nur an Nummern zu, die Sie in seiner Konsole bestätigt haben.

Jede Nachricht ist eine Anfrage an \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` mit \`To\`, \`From\` oder \`MessagingServiceSid\` und \`Body\` (die SMS-Vorlage des Mandanten, erstellt). Lehnt Twilio ab, scheitert das Senden mit \`invalid_response\` (\`rate_limit_exceeded\` bei 429) und zeigt Status, Fehlercode und Meldung von Twilio – schlagen Sie den Code in Twilios Fehlerverzeichnis nach.
`,
  apple: `# Sign in with Apple

Erfordert eine Mitgliedschaft im Apple Developer Program.

1. Aktivieren Sie unter **Certificates, Identifiers & Profiles → Identifiers** die Funktion **Sign in with Apple** für Ihre App ID und erstellen Sie dann eine **Services ID**: Deren Kennung ist hier die **Services-ID**.
2. Konfigurieren Sie Sign in with Apple für die Services ID: Fügen Sie die Domain Ihres Gatehouse und die Rückgabe-URL hinzu. ${callback} Apple akzeptiert nur https-URLs.
3. Erstellen Sie unter **Keys** einen Schlüssel mit Sign in with Apple, laden Sie seine \`.p8\`-Datei herunter (Apple bietet sie nur einmal an) und notieren Sie seine **Key ID**. Fügen Sie den Inhalt der Datei als privaten Schlüssel ein.
4. Ihre **Team ID** steht unter **Membership details**.

Apple antwortet mit einem Formular-POST an die Callback-URL. Gatehouse signiert für jede Anmeldung mit Ihrem Schlüssel ein kurzlebiges Client-Geheimnis und prüft das ID-Token von Apple (Aussteller \`https://appleid.apple.com\`, Ihre Services ID als Zielgruppe, die Nonce). Apple sendet den Namen des Benutzers nur bei seiner ersten Anmeldung bei Ihrer App; die E-Mail kommt aus dem ID-Token (möglicherweise eine private Relay-Adresse).
`,
  discord: `# Discord

1. Erstellen Sie im [Discord Developer Portal](https://discord.com/developers/applications) eine Anwendung und öffnen Sie **OAuth2**.
2. ${callback} Fügen Sie sie unter **Redirects** hinzu.
3. Kopieren Sie die **Client ID**, setzen Sie das **Client Secret** zurück, kopieren Sie es und tragen Sie beide hier ein.

Der Standardbereich \`identify email\` liest ID, Namen, Avatar und E-Mail des Benutzers; die E-Mail gilt als bestätigt, wenn Discord angibt, dass die E-Mail des Kontos \`verified\` ist.
`,
  facebook: `# Facebook

1. Erstellen Sie bei [Meta for Developers](https://developers.facebook.com/apps) eine App mit dem Anwendungsfall **Authenticate and request data from users with Facebook Login**.
2. ${callback} Meta führt sie unter **Facebook Login → Settings → Valid OAuth Redirect URIs**.
3. Kopieren Sie unter **App settings → Basic** die **App ID** und das **App secret** hierher.

Der Standardbereich \`public_profile email\` liest ID, Namen, Bild und E-Mail des Benutzers. Jeder Aufruf der Graph API trägt einen \`appsecret_proof\`, Sie können also **Require App Secret** einschalten. Facebook sagt nicht, ob eine E-Mail bestätigt wurde, daher gilt sie nie als bestätigt (sie kann nicht von selbst ein bestehendes Konto verknüpfen).
`,
  github: `# GitHub

1. Öffnen Sie auf GitHub **Settings → Developer settings → OAuth Apps → New OAuth App** (oder dasselbe in den Einstellungen Ihrer Organisation).
2. ${callback} GitHub nennt sie *Authorization callback URL*.
3. Kopieren Sie die **Client ID**, erzeugen Sie ein **client secret** und tragen Sie beide hier ein.

Mit dem Standardbereich \`read:user user:email\` liest Gatehouse das Profil des Benutzers und seine primäre E-Mail, die nur dann als bestätigt gilt, wenn GitHub das sagt. Ohne \`user:email\` wird nur die öffentliche Profil-E-Mail gelesen, als unbestätigt. Anfragen verwenden PKCE (S256).
`,
  gitlab: `# GitLab

Funktioniert mit GitLab.com und mit einem selbst verwalteten GitLab (setzen Sie dessen **Instanz-URL**, etwa \`https://gitlab.example.com\` oder \`https://example.com/gitlab\`).

1. Öffnen Sie in GitLab **Edit profile → Applications** (oder die Anwendungen einer Gruppe oder der Instanz) und fügen Sie eine neue Anwendung hinzu. Lassen Sie **Confidential** angehakt und wählen Sie die Bereiche \`openid\`, \`profile\` und \`email\`.
2. ${callback}
3. Kopieren Sie die **Application ID** (Client-ID) und das **Secret** hierher.

Die Anmeldung verwendet OpenID Connect: Der Aussteller von GitLab ist seine Instanz-URL, gelesen über Discovery, und das ID-Token wird mit den veröffentlichten Schlüsseln geprüft. Eine E-Mail gilt als bestätigt, wenn GitLab \`email_verified\` sagt.
`,
  google: `# Google

1. Richten Sie in der [Google Cloud console](https://console.cloud.google.com/apis/credentials) den OAuth-Zustimmungsbildschirm Ihres Projekts ein und wählen Sie dann **Create credentials → OAuth client ID** vom Typ **Web application**.
2. ${callback} Google nennt sie *Authorized redirect URI*.
3. Kopieren Sie Client-ID und Client-Geheimnis hierher.

Die Anmeldung verwendet OpenID Connect: eine Nonce und PKCE bei jeder Anfrage, und das ID-Token wird mit den veröffentlichten Schlüsseln von Google geprüft. **Aufforderung** legt fest, ob Google immer seine Kontoauswahl oder seinen Zustimmungsbildschirm zeigt. Eine E-Mail gilt als bestätigt, wenn Google \`email_verified\` sagt.
`,
  linkedin: `# LinkedIn

1. Erstellen Sie im [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) eine App und fügen Sie das Produkt **Sign In with LinkedIn using OpenID Connect** hinzu.
2. ${callback} LinkedIn führt sie unter **Auth → Authorized redirect URLs for your app**.
3. Kopieren Sie Client-ID und primäres Client-Geheimnis vom Tab **Auth** hierher.

Die Anmeldung verwendet OpenID Connect mit den Bereichen \`openid profile email\`; das ID-Token wird mit den veröffentlichten Schlüsseln von LinkedIn geprüft (Aussteller \`https://www.linkedin.com/oauth\`, Ihre Client-ID als Zielgruppe). LinkedIn lehnt PKCE für Web-Apps ab, daher wird keines gesendet, und sein ID-Token kann die Nonce weglassen: Eines, das eine Nonce trägt, muss die dieser Anmeldung tragen. Eine E-Mail gilt als bestätigt, wenn LinkedIn \`email_verified\` sagt.
`,
  microsoft: `# Microsoft Entra ID

1. Öffnen Sie im [Microsoft Entra admin center](https://entra.microsoft.com) **App registrations → New registration** und wählen Sie die zugelassenen Kontotypen.
2. ${callback} Fügen Sie sie als Umleitungs-URI der Plattform **Web** hinzu.
3. Erstellen Sie unter **Certificates & secrets** einen geheimen Clientschlüssel und kopieren Sie seinen **Value** (nicht seine ID).
4. Kopieren Sie die **Application (client) ID** zusammen mit dem Geheimnis hierher.
5. **Mandant**: \`common\` für jedes Geschäfts-, Schul- oder persönliche Konto, \`organizations\` für Geschäfts- und Schulkonten, \`consumers\` für persönliche Konten oder die ID bzw. Domain Ihres Mandanten nur für Ihre Organisation. Er muss zu den Kontotypen der Registrierung passen.

Mit \`common\` und \`organizations\` nennt der Aussteller des ID-Tokens den eigenen Mandanten des Benutzers; Gatehouse prüft ihn gegen den Claim \`tid\` des Tokens. Microsoft bürgt nicht für den Claim \`email\` von Geschäftskonten, daher gilt eine E-Mail nur als bestätigt, wenn das Token \`email_verified\` oder \`xms_edov\` sagt (fügen Sie den optionalen Claim \`xms_edov\` unter **Token configuration** hinzu). Die ID des Benutzers ist das \`sub\` des Tokens, das für Ihre Anwendung spezifisch ist.
`,
  oauth2: `# OAuth 2.0

Für einen Anbieter, der OAuth 2.0, aber nicht OpenID Connect spricht (nehmen Sie lieber den OpenID-Connect-Connector, wenn er es tut: dessen ID-Token wird geprüft).

1. Registrieren Sie beim Anbieter eine **vertrauliche Webanwendung** (Autorisierungscode-Flow).
2. ${callback}
3. Tragen Sie seine Endpunkte für **Autorisierung**, **Token** und **Benutzerinfo** ein (https), Client-ID und Geheimnis, die Bereiche und wie der Token-Endpunkt den Client authentifiziert haben will.
4. Lassen Sie **PKCE** eingeschaltet, außer der Anbieter lehnt es ab.
5. **Profilfelder**: Aus der Antwort des Benutzerinfo-Endpunkts werden \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\` und \`phone\` des Benutzers gelesen. Ohne Angabe werden die üblichen Namen versucht: id aus \`sub\`, dann \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\`, dann \`avatar_url\`, \`phone_number\`. Nennen Sie ein anderes Feld oder ein verschachteltes mit Punkten:

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

Eine E-Mail gilt nur dann als bestätigt, wenn das zugeordnete Feld \`true\` ist.
`,
  oidc: `# OpenID Connect

Meldet Benutzer bei jedem Anbieter an, der OpenID Connect implementiert (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. Erstellen Sie bei Ihrem Anbieter eine **vertrauliche Webanwendung** (Autorisierungscode-Flow).
2. ${callback}
3. Tragen Sie die **Aussteller**-URL des Anbieters ein. Gatehouse liest \`{issuer}/.well-known/openid-configuration\`, das genau denselben Aussteller nennen muss (achten Sie auf einen abschließenden Schrägstrich).
4. Tragen Sie Client-ID und Geheimnis ein und wie der Anbieter sie gesendet haben will (die meisten akzeptieren beides).
5. Der Bereich muss \`openid\` enthalten; fügen Sie \`email\` und \`profile\` für E-Mail und Namen des Benutzers hinzu.

Jede Anmeldung sendet eine zufällige \`nonce\` und eine PKCE-Challenge (S256). Das ID-Token muss mit einem der veröffentlichten Schlüssel des Anbieters signiert sein, den Aussteller nennen, Ihre Client-ID als Zielgruppe haben, nicht abgelaufen sein und die Nonce tragen. Enthält es keine E-Mail, wird der Userinfo-Endpunkt gelesen. Eine E-Mail gilt nur dann als bestätigt, wenn der Anbieter \`email_verified: true\` sagt.
`,
};
