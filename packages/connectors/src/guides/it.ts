import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `Registri presso il provider l'URL di callback (di reindirizzamento) \`{endpoint}/callback/{connectorId}\`: \`{endpoint}\` è l'indirizzo pubblico del suo Gatehouse e \`{connectorId}\` l'ID che questo connettore riceve quando lo aggiunge, mostrato nella sua pagina. Il provider deve rimandare gli utenti esattamente a quell'URL.`;

export const it: Guides = {
  'dev-email': `# Email di sviluppo (log e file)

Per una nuova installazione senza account di posta: **nessuna email lascia il server.** Ogni messaggio viene scritto nel log del server, con il suo codice o link, e aggiunto come una riga JSON a un file (\`${devFile}\` nella cartella in cui gira il server, a meno che ne indichi un altro).

1. Aggiunga questo connettore come connettore email del tenant; il percorso del file può restare vuoto.
2. Acceda con un codice via email: il terminale che esegue Gatehouse mostra una riga come \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. Per seguire il file: \`tail -f ${devFile}\`. Ogni riga contiene \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\` e \`payload\`.

Lo sostituisca con SMTP o email HTTP prima che si registrino utenti reali: non riceverebbero mai i loro codici. Il file contiene codici di accesso; viene creato leggibile solo dall'utente del server.
`,
  'http-email': `# Email HTTP

Gatehouse invia ogni email, già generata dal modello del tenant, con un POST in JSON al suo endpoint, che la recapita (un suo servizio, una funzione serverless, il webhook di un provider).

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

\`replyTo\` e \`sendFrom\` sono presenti quando il modello li imposta; \`payload\` contiene il codice o il link e ogni valore con cui è stato inviato il messaggio. \`type\` è uno tra SignIn, Register, ForgotPassword, OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification.

- **URL dell'endpoint**: http o https. Usi https fuori da una rete privata: il corpo contiene codici di accesso.
- **Intestazioni della richiesta**: un oggetto JSON, come \`{ "Authorization": "Bearer <token>" }\`, così il suo endpoint riconosce che la richiesta viene da Gatehouse. Tenuto segreto come una password.

Qualsiasi risposta 2xx vale come recapitata. Qualsiasi altro stato fa fallire l'invio con \`invalid_response\`, mostrando lo stato e i primi 500 caratteri della risposta; i reindirizzamenti non vengono seguiti. Nessuna risposta entro 10 secondi, o nessuna connessione, lo fa fallire con \`general\`.
`,
  smtp: `# SMTP

Invia email tramite un server di posta: il suo, o il relay SMTP di un provider (la maggior parte dei servizi email ne offre uno; cerchi «impostazioni SMTP» o «credenziali SMTP»).

| campo | cosa inserire |
| --- | --- |
| Host, Porta | nome e porta del server: di solito 587 con STARTTLS, 465 con TLS implicito |
| Crittografia | STARTTLS (obbligatorio) sulla 587, TLS implicito sulla 465; nessuna solo per un relay sul suo host o sulla sua rete |
| Nome utente, Password | le credenziali SMTP; lasci entrambi vuoti per un relay che non ne richiede |
| Indirizzo del mittente | l'indirizzo da cui parte la posta; il server deve consentirlo a queste credenziali |
| Nome del mittente | il nome visualizzato; prevale quello di un modello email |
| Accetta certificati non validi | solo per un server di prova con un certificato autofirmato |

Con STARTTLS la connessione deve diventare cifrata, altrimenti non viene inviato nulla: Gatehouse non ripiega mai sul testo in chiaro. Un certificato che non corrisponde all'host, autofirmato o scaduto viene rifiutato (\`invalid_certificate\`) a meno che l'interruttore dica altrimenti, e allora chiunque lungo il percorso può leggere i codici nella posta.

Oggetto e corpo vengono dai modelli email del tenant, inviati in HTML o testo semplice come dice il modello, con il suo indirizzo di risposta. Gli errori dicono cosa correggere: \`invalid_config\` per un host irraggiungibile o credenziali rifiutate, \`invalid_response\` con le parole del server per un mittente o destinatario rifiutato, \`general\` per un server che smette di rispondere (10 secondi).
`,
  'dev-sms': `# SMS di sviluppo (log e file)

Per una nuova installazione senza provider SMS: **nessun SMS viene inviato.** Ogni messaggio viene scritto nel log del server, con il suo codice, e aggiunto come una riga JSON a un file (\`${devFile}\` nella cartella in cui gira il server, a meno che ne indichi un altro; il connettore email di sviluppo può condividerlo, ogni riga indica il suo \`channel\`).

1. Aggiunga questo connettore come connettore SMS del tenant; il percorso del file può restare vuoto.
2. Acceda con un codice via telefono: il terminale che esegue Gatehouse mostra una riga come \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. Per seguire il file: \`tail -f ${devFile}\`.

Lo sostituisca con Twilio o SMS HTTP prima che si registrino utenti reali: non riceverebbero mai i loro codici. Il file contiene codici di accesso; viene creato leggibile solo dall'utente del server.
`,
  'http-sms': `# SMS HTTP

Gatehouse invia ogni SMS con un POST in JSON al suo endpoint o direttamente all'API di un provider SMS. Il corpo è il suo modello, con questi segnaposto sostituiti all'interno delle sue stringhe:

| segnaposto | valore |
| --- | --- |
| \`{{to}}\` | il numero di telefono, come lo conserva Gatehouse (+15551234567) |
| \`{{text}}\` | il messaggio, generato dal modello SMS del tenant |
| \`{{code}}\` | il solo codice di verifica (vuoto se il messaggio non ne ha) |
| \`{{type}}\` | a cosa serve il messaggio: SignIn, Register, ForgotPassword, MfaVerification, … |

Se lasciato vuoto, il modello è \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`. Per un provider che vuole altri nomi, li scriva: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. I valori sono sempre resi sicuri per JSON, quindi metta ogni segnaposto dentro una stringa; il modello deve usare \`{{text}}\` o \`{{code}}\`, e un segnaposto sconosciuto viene rifiutato al salvataggio.

- **URL dell'endpoint**: http o https. Usi https fuori da una rete privata: il corpo contiene codici di accesso.
- **Intestazioni della richiesta**: un oggetto JSON, come \`{ "Authorization": "Bearer <token>" }\`. Tenuto segreto.

Qualsiasi risposta 2xx vale come inviata. Qualsiasi altro stato fa fallire l'invio con \`invalid_response\`, mostrando lo stato e i primi 500 caratteri della risposta; i reindirizzamenti non vengono seguiti. Nessuna risposta entro 10 secondi, o nessuna connessione, lo fa fallire con \`general\`.
`,
  'twilio-sms': `# SMS Twilio

Invia SMS tramite il suo account Twilio (la sua API Programmable Messaging).

1. Nella console Twilio, copi l'**Account SID** (inizia con AC) e l'**Auth token** dalla dashboard dell'account.
2. Scelga il mittente: un **numero di telefono** dell'account in formato internazionale (+15551234567), o un **Messaging Service SID** (inizia con MG), che lascia a Twilio la scelta di un mittente dal pool del servizio; se impostato, si usa questo e non il numero.
3. Con un account di prova, Twilio recapita solo ai numeri che ha verificato nella sua console.

Ogni messaggio è una richiesta a \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` con \`To\`, \`From\` o \`MessagingServiceSid\`, e \`Body\` (il modello SMS del tenant, generato). Quando Twilio rifiuta, l'invio fallisce con \`invalid_response\` (\`rate_limit_exceeded\` per 429) mostrando stato, codice di errore e messaggio di Twilio: cerchi il codice nel dizionario degli errori di Twilio.
`,
  apple: `# Sign in with Apple

Richiede l'iscrizione all'Apple Developer Program.

1. In **Certificates, Identifiers & Profiles → Identifiers**, attivi **Sign in with Apple** sul suo App ID, poi crei un **Services ID**: il suo identificatore è qui il **Services ID**.
2. Configuri Sign in with Apple sul Services ID: aggiunga il dominio del suo Gatehouse e l'URL di ritorno. ${callback} Apple accetta solo URL https.
3. In **Keys**, crei una chiave con Sign in with Apple, scarichi il suo file \`.p8\` (Apple lo offre una sola volta) e annoti il suo **Key ID**. Incolli il contenuto del file come chiave privata.
4. Il suo **Team ID** è indicato in **Membership details**.

Apple risponde con un POST di modulo all'URL di callback. Gatehouse firma con la sua chiave un client secret di breve durata per ogni accesso e verifica l'ID token di Apple (emittente \`https://appleid.apple.com\`, il suo Services ID come audience, il nonce). Apple invia il nome dell'utente solo al suo primo accesso alla sua app; l'email viene dall'ID token (forse un indirizzo di inoltro privato).
`,
  discord: `# Discord

1. Nel [Discord Developer Portal](https://discord.com/developers/applications), crei un'applicazione e apra **OAuth2**.
2. ${callback} La aggiunga in **Redirects**.
3. Copi il **Client ID**, reimposti e copi il **Client Secret**, e inserisca entrambi qui.

L'ambito predefinito \`identify email\` legge id, nomi, avatar ed email dell'utente; l'email è considerata verificata quando Discord dice che l'email dell'account è \`verified\`.
`,
  facebook: `# Facebook

1. In [Meta for Developers](https://developers.facebook.com/apps), crei un'app con il caso d'uso **Authenticate and request data from users with Facebook Login**.
2. ${callback} Meta li elenca in **Facebook Login → Settings → Valid OAuth Redirect URIs**.
3. Da **App settings → Basic**, copi qui l'**App ID** e l'**App secret**.

L'ambito predefinito \`public_profile email\` legge id, nome, immagine ed email dell'utente. Ogni chiamata alla Graph API porta un \`appsecret_proof\`, quindi può attivare **Require App Secret**. Facebook non dice se un'email è stata confermata, quindi non è mai considerata verificata (non può collegare da sola un account esistente).
`,
  github: `# GitHub

1. Su GitHub, apra **Settings → Developer settings → OAuth Apps → New OAuth App** (o lo stesso nelle impostazioni della sua organizzazione).
2. ${callback} GitHub lo chiama *Authorization callback URL*.
3. Copi il **Client ID**, generi un **client secret** e inserisca entrambi qui.

L'ambito predefinito \`read:user user:email\` permette a Gatehouse di leggere il profilo dell'utente e la sua email principale, considerata verificata solo quando GitHub lo dice. Senza \`user:email\` si legge solo l'email pubblica del profilo, come non verificata. Le richieste usano PKCE (S256).
`,
  gitlab: `# GitLab

Funziona con GitLab.com e con un GitLab autogestito (ne imposti l'**URL dell'istanza**, come \`https://gitlab.example.com\` o \`https://example.com/gitlab\`).

1. In GitLab, apra **Edit profile → Applications** (o le applicazioni di un gruppo o dell'istanza) e aggiunga una nuova applicazione. Lasci selezionato **Confidential** e spunti gli ambiti \`openid\`, \`profile\` ed \`email\`.
2. ${callback}
3. Copi qui l'**Application ID** (client ID) e il **Secret**.

L'accesso usa OpenID Connect: l'emittente di GitLab è l'URL della sua istanza, letto tramite discovery, e l'ID token viene verificato con le sue chiavi pubblicate. Un'email è considerata verificata quando GitLab dice \`email_verified\`.
`,
  google: `# Google

1. Nella [Google Cloud console](https://console.cloud.google.com/apis/credentials), configuri la schermata di consenso OAuth del suo progetto, poi **Create credentials → OAuth client ID** di tipo **Web application**.
2. ${callback} Google lo chiama *Authorized redirect URI*.
3. Copi qui il client ID e il client secret.

L'accesso usa OpenID Connect: un nonce e PKCE a ogni richiesta, e l'ID token viene verificato con le chiavi pubblicate di Google. **Prompt** decide se Google mostra sempre il suo selettore di account o la schermata di consenso. Un'email è considerata verificata quando Google dice \`email_verified\`.
`,
  linkedin: `# LinkedIn

1. Crei un'app nel [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) e aggiunga il prodotto **Sign In with LinkedIn using OpenID Connect**.
2. ${callback} LinkedIn li elenca in **Auth → Authorized redirect URLs for your app**.
3. Copi qui il client ID e il client secret principale dalla scheda **Auth**.

L'accesso usa OpenID Connect con gli ambiti \`openid profile email\`; l'ID token viene verificato con le chiavi pubblicate di LinkedIn (emittente \`https://www.linkedin.com/oauth\`, il suo client ID come audience). LinkedIn rifiuta PKCE per le app web, quindi non ne viene inviato, e il suo ID token può non avere il nonce: uno che porta un nonce deve portare quello di questo accesso. Un'email è considerata verificata quando LinkedIn dice \`email_verified\`.
`,
  microsoft: `# Microsoft Entra ID

1. Nel [Microsoft Entra admin center](https://entra.microsoft.com), apra **App registrations → New registration** e scelga i tipi di account da consentire.
2. ${callback} La aggiunga come URI di reindirizzamento della piattaforma **Web**.
3. In **Certificates & secrets**, crei un client secret e ne copi il **Value** (non l'ID).
4. Copi qui l'**Application (client) ID**, insieme al secret.
5. **Tenant**: \`common\` per qualsiasi account aziendale, scolastico o personale, \`organizations\` per account aziendali e scolastici, \`consumers\` per account personali, oppure l'ID o il dominio del suo tenant solo per la sua organizzazione. Deve corrispondere ai tipi di account della registrazione.

Con \`common\` e \`organizations\` l'emittente dell'ID token nomina il tenant dell'utente; Gatehouse lo confronta con il claim \`tid\` del token. Microsoft non garantisce il claim \`email\` degli account aziendali, quindi un'email è considerata verificata solo quando il token dice \`email_verified\` o \`xms_edov\` (aggiunga il claim facoltativo \`xms_edov\` in **Token configuration**). L'id dell'utente è il \`sub\` del token, specifico della sua applicazione.
`,
  oauth2: `# OAuth 2.0

Per un provider che parla OAuth 2.0 ma non OpenID Connect (se lo parla, preferisca il connettore OpenID Connect: il suo ID token viene verificato).

1. Registri un'**applicazione web confidenziale** presso il provider (flusso con codice di autorizzazione).
2. ${callback}
3. Inserisca i suoi endpoint di **autorizzazione**, **token** e **informazioni utente** (https), client ID e secret, gli ambiti e come l'endpoint del token vuole che il client si autentichi.
4. Lasci **PKCE** attivo a meno che il provider lo rifiuti.
5. **Campi del profilo**: dalla risposta dell'endpoint delle informazioni utente si leggono \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\` e \`phone\` dell'utente. Se omessi, si provano i nomi consueti: l'id da \`sub\` poi \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\` poi \`avatar_url\`, \`phone_number\`. Indichi un altro campo, o uno annidato con i punti:

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

Un'email è considerata verificata solo quando il campo mappato è \`true\`.
`,
  oidc: `# OpenID Connect

Fa accedere gli utenti con qualsiasi provider che implementi OpenID Connect (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. Presso il suo provider, crei un'**applicazione web confidenziale** (flusso con codice di autorizzazione).
2. ${callback}
3. Inserisca l'URL dell'**emittente** del provider. Gatehouse legge \`{issuer}/.well-known/openid-configuration\`, che deve nominare esattamente lo stesso emittente (attenzione a una barra finale).
4. Inserisca client ID e secret, e come il provider vuole che siano inviati (la maggior parte accetta entrambi i modi).
5. L'ambito deve includere \`openid\`; aggiunga \`email\` e \`profile\` per l'email e il nome dell'utente.

Ogni accesso invia un \`nonce\` casuale e una challenge PKCE (S256). L'ID token deve essere firmato con una delle chiavi pubblicate del provider, nominare l'emittente, avere il suo client ID come audience, non essere scaduto e portare il nonce. Se non contiene un'email, si legge l'endpoint userinfo. Un'email è considerata verificata solo quando il provider dice \`email_verified: true\`.
`,
};
