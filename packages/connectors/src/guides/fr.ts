import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `Enregistrez auprès du fournisseur l'URL de rappel (de redirection) \`{endpoint}/callback/{connectorId}\` : \`{endpoint}\` est l'adresse publique de votre Gatehouse et \`{connectorId}\` l'ID que ce connecteur reçoit lorsque vous l'ajoutez, affiché sur sa page. Le fournisseur doit renvoyer les utilisateurs exactement à cette URL.`;

export const fr: Guides = {
  'dev-email': `# E-mail de développement (journal et fichier)

Pour une installation neuve sans compte de messagerie : **aucun e-mail ne quitte le serveur.** Chaque message est écrit dans le journal du serveur, avec son code ou son lien, et ajouté sous forme d'une ligne JSON à un fichier (\`${devFile}\` dans le dossier où tourne le serveur, sauf si vous en indiquez un autre).

1. Ajoutez ce connecteur comme connecteur e-mail du locataire ; le chemin du fichier peut rester vide.
2. Connectez-vous avec un code par e-mail : le terminal qui exécute Gatehouse affiche une ligne telle que \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. Pour suivre le fichier : \`tail -f ${devFile}\`. Chaque ligne contient \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\` et \`payload\`.

Remplacez-le par SMTP ou l'e-mail HTTP avant l'inscription de vrais utilisateurs : ils ne recevraient jamais leurs codes. Le fichier contient des codes de connexion ; il est créé lisible par le seul utilisateur du serveur.
`,
  'http-email': `# E-mail HTTP

Gatehouse envoie chaque e-mail, déjà rendu à partir du modèle du locataire, en POST au format JSON vers votre point de terminaison, qui le distribue (votre propre service, une fonction serverless, le webhook d'un fournisseur).

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

\`replyTo\` et \`sendFrom\` sont présents lorsque le modèle les définit ; \`payload\` contient le code ou le lien et toute valeur avec laquelle le message a été envoyé. \`type\` vaut l'un de SignIn, Register, ForgotPassword, OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification.

- **URL du point de terminaison** : http ou https. Utilisez https hors d'un réseau privé : le corps contient des codes de connexion.
- **En-têtes de requête** : un objet JSON, tel que \`{ "Authorization": "Bearer <token>" }\`, pour que votre point de terminaison sache que la requête vient de Gatehouse. Gardé secret comme un mot de passe.

Toute réponse 2xx vaut livraison. Tout autre statut fait échouer l'envoi avec \`invalid_response\`, en montrant le statut et les 500 premiers caractères de la réponse ; les redirections ne sont pas suivies. Aucune réponse en 10 secondes, ou aucune connexion, le fait échouer avec \`general\`.
`,
  smtp: `# SMTP

Envoie les e-mails par un serveur de messagerie : le vôtre, ou le relais SMTP d'un fournisseur (la plupart des services d'e-mail en proposent un ; cherchez « paramètres SMTP » ou « identifiants SMTP »).

| champ | quoi saisir |
| --- | --- |
| Hôte, Port | le nom et le port du serveur : en général 587 avec STARTTLS, 465 avec TLS implicite |
| Chiffrement | STARTTLS (obligatoire) sur 587, TLS implicite sur 465 ; aucun seulement pour un relais sur votre propre hôte ou réseau |
| Nom d'utilisateur, Mot de passe | les identifiants SMTP ; laissez les deux vides pour un relais qui n'en demande pas |
| Adresse de l'expéditeur | l'adresse d'où partent les e-mails ; le serveur doit autoriser ces identifiants à l'utiliser |
| Nom de l'expéditeur | le nom affiché ; celui d'un modèle d'e-mail l'emporte |
| Accepter les certificats non valides | uniquement pour un serveur de test avec un certificat auto-signé |

Avec STARTTLS, la connexion doit devenir chiffrée, sinon rien n'est envoyé : Gatehouse ne revient jamais au texte en clair. Un certificat qui ne correspond pas à l'hôte, auto-signé ou expiré est refusé (\`invalid_certificate\`) sauf si l'interrupteur dit le contraire, et alors n'importe qui sur le trajet peut lire les codes dans l'e-mail.

L'objet et le corps viennent des modèles d'e-mail du locataire, envoyés en HTML ou en texte brut selon le modèle, avec son adresse de réponse. Les erreurs nomment ce qu'il faut corriger : \`invalid_config\` pour un hôte injoignable ou des identifiants refusés, \`invalid_response\` avec les mots du serveur pour un expéditeur ou un destinataire refusé, \`general\` pour un serveur qui cesse de répondre (10 secondes).
`,
  'dev-sms': `# SMS de développement (journal et fichier)

Pour une installation neuve sans fournisseur de SMS : **aucun SMS n'est envoyé.** Chaque message est écrit dans le journal du serveur, avec son code, et ajouté sous forme d'une ligne JSON à un fichier (\`${devFile}\` dans le dossier où tourne le serveur, sauf si vous en indiquez un autre ; le connecteur d'e-mail de développement peut le partager, chaque ligne indique son \`channel\`).

1. Ajoutez ce connecteur comme connecteur SMS du locataire ; le chemin du fichier peut rester vide.
2. Connectez-vous avec un code par téléphone : le terminal qui exécute Gatehouse affiche une ligne telle que \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. Pour suivre le fichier : \`tail -f ${devFile}\`.

Remplacez-le par Twilio ou le SMS HTTP avant l'inscription de vrais utilisateurs : ils ne recevraient jamais leurs codes. Le fichier contient des codes de connexion ; il est créé lisible par le seul utilisateur du serveur.
`,
  'http-sms': `# SMS HTTP

Gatehouse envoie chaque SMS en POST au format JSON vers votre point de terminaison ou directement vers l'API d'un fournisseur de SMS. Le corps est votre modèle, dont les chaînes voient ces espaces réservés remplacés :

| espace réservé | valeur |
| --- | --- |
| \`{{to}}\` | le numéro de téléphone, tel que Gatehouse le conserve (+15551234567) |
| \`{{text}}\` | le message, rendu à partir du modèle SMS du locataire |
| \`{{code}}\` | le code de vérification seul (vide si le message n'en a pas) |
| \`{{type}}\` | l'objet du message : SignIn, Register, ForgotPassword, MfaVerification, … |

Laissé vide, le modèle est \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`. Pour un fournisseur qui attend d'autres noms, écrivez-les : \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. Les valeurs sont toujours échappées en JSON : placez donc chaque espace réservé dans une chaîne ; le modèle doit utiliser \`{{text}}\` ou \`{{code}}\`, et un espace réservé inconnu est refusé à l'enregistrement.

- **URL du point de terminaison** : http ou https. Utilisez https hors d'un réseau privé : le corps contient des codes de connexion.
- **En-têtes de requête** : un objet JSON, tel que \`{ "Authorization": "Bearer <token>" }\`. Gardé secret.

Toute réponse 2xx vaut envoi. Tout autre statut fait échouer l'envoi avec \`invalid_response\`, en montrant le statut et les 500 premiers caractères de la réponse ; les redirections ne sont pas suivies. Aucune réponse en 10 secondes, ou aucune connexion, le fait échouer avec \`general\`.
`,
  'twilio-sms': `# SMS Twilio

Envoie les SMS par votre compte Twilio (son API Programmable Messaging).

1. Dans la console Twilio, copiez l'**Account SID** (commence par AC) et l'**Auth token** depuis le tableau de bord du compte.
2. Choisissez l'expéditeur : un **numéro de téléphone** du compte au format international (+15551234567), ou un **Messaging Service SID** (commence par MG), qui laisse Twilio choisir un expéditeur dans le pool du service ; s'il est défini, il est utilisé et le numéro ne l'est pas.
3. Sur un compte d'essai, Twilio ne livre qu'aux numéros que vous avez vérifiés dans sa console.

Chaque message est une requête vers \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` avec \`To\`, \`From\` ou \`MessagingServiceSid\`, et \`Body\` (le modèle SMS du locataire, rendu). Quand Twilio refuse, l'envoi échoue avec \`invalid_response\` (\`rate_limit_exceeded\` pour 429) en montrant le statut, le code d'erreur et le message de Twilio : cherchez le code dans le dictionnaire d'erreurs de Twilio.
`,
  apple: `# Sign in with Apple

Nécessite une adhésion à l'Apple Developer Program.

1. Dans **Certificates, Identifiers & Profiles → Identifiers**, activez **Sign in with Apple** sur votre App ID, puis créez un **Services ID** : son identifiant est ici le **Services ID**.
2. Configurez Sign in with Apple sur le Services ID : ajoutez le domaine de votre Gatehouse et l'URL de retour. ${callback} Apple n'accepte que des URL https.
3. Sous **Keys**, créez une clé avec Sign in with Apple, téléchargez son fichier \`.p8\` (Apple ne le propose qu'une fois) et notez son **Key ID**. Collez le contenu du fichier comme clé privée.
4. Votre **Team ID** figure sous **Membership details**.

Apple répond par un POST de formulaire vers l'URL de rappel. Gatehouse signe avec votre clé un secret client de courte durée pour chaque connexion et vérifie le jeton d'ID d'Apple (émetteur \`https://appleid.apple.com\`, votre Services ID comme audience, le nonce). Apple n'envoie le nom de l'utilisateur que lors de sa première connexion à votre app ; l'e-mail vient du jeton d'ID (éventuellement une adresse de relais privée).
`,
  discord: `# Discord

1. Dans le [Discord Developer Portal](https://discord.com/developers/applications), créez une application et ouvrez **OAuth2**.
2. ${callback} Ajoutez-la sous **Redirects**.
3. Copiez le **Client ID**, réinitialisez et copiez le **Client Secret**, et saisissez les deux ici.

La portée par défaut \`identify email\` lit l'identifiant, les noms, l'avatar et l'e-mail de l'utilisateur ; l'e-mail est considéré comme vérifié quand Discord indique que l'e-mail du compte est \`verified\`.
`,
  facebook: `# Facebook

1. Dans [Meta for Developers](https://developers.facebook.com/apps), créez une app avec le cas d'usage **Authenticate and request data from users with Facebook Login**.
2. ${callback} Meta les liste sous **Facebook Login → Settings → Valid OAuth Redirect URIs**.
3. Depuis **App settings → Basic**, copiez ici l'**App ID** et l'**App secret**.

La portée par défaut \`public_profile email\` lit l'identifiant, le nom, la photo et l'e-mail de l'utilisateur. Chaque appel à la Graph API porte un \`appsecret_proof\`, vous pouvez donc activer **Require App Secret**. Facebook ne dit pas si un e-mail a été confirmé : il n'est donc jamais tenu pour vérifié (il ne peut pas à lui seul lier un compte existant).
`,
  github: `# GitHub

1. Sur GitHub, ouvrez **Settings → Developer settings → OAuth Apps → New OAuth App** (ou la même chose dans les paramètres de votre organisation).
2. ${callback} GitHub l'appelle *Authorization callback URL*.
3. Copiez le **Client ID**, générez un **client secret**, et saisissez les deux ici.

La portée par défaut \`read:user user:email\` permet à Gatehouse de lire le profil de l'utilisateur et son e-mail principal, considéré comme vérifié seulement si GitHub le dit. Sans \`user:email\`, seul l'e-mail public du profil est lu, comme non vérifié. Les requêtes utilisent PKCE (S256).
`,
  gitlab: `# GitLab

Fonctionne avec GitLab.com et avec un GitLab autogéré (indiquez son **URL de l'instance**, par exemple \`https://gitlab.example.com\` ou \`https://example.com/gitlab\`).

1. Dans GitLab, ouvrez **Edit profile → Applications** (ou les applications d'un groupe ou de l'instance) et ajoutez une nouvelle application. Laissez **Confidential** coché et cochez les portées \`openid\`, \`profile\` et \`email\`.
2. ${callback}
3. Copiez ici l'**Application ID** (ID client) et le **Secret**.

La connexion utilise OpenID Connect : l'émetteur de GitLab est l'URL de son instance, lue par découverte, et le jeton d'ID est vérifié avec ses clés publiées. Un e-mail est considéré comme vérifié quand GitLab indique \`email_verified\`.
`,
  google: `# Google

1. Dans la [Google Cloud console](https://console.cloud.google.com/apis/credentials), configurez l'écran de consentement OAuth de votre projet, puis **Create credentials → OAuth client ID** de type **Web application**.
2. ${callback} Google l'appelle *Authorized redirect URI*.
3. Copiez ici l'ID client et le secret client.

La connexion utilise OpenID Connect : un nonce et PKCE à chaque requête, et le jeton d'ID est vérifié avec les clés publiées de Google. **Invite** décide si Google affiche toujours son sélecteur de compte ou son écran de consentement. Un e-mail est considéré comme vérifié quand Google indique \`email_verified\`.
`,
  linkedin: `# LinkedIn

1. Créez une app dans le [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) et ajoutez le produit **Sign In with LinkedIn using OpenID Connect**.
2. ${callback} LinkedIn les liste sous **Auth → Authorized redirect URLs for your app**.
3. Copiez ici l'ID client et le secret client principal depuis l'onglet **Auth**.

La connexion utilise OpenID Connect avec les portées \`openid profile email\` ; le jeton d'ID est vérifié avec les clés publiées de LinkedIn (émetteur \`https://www.linkedin.com/oauth\`, votre ID client comme audience). LinkedIn refuse PKCE pour les applications web, donc aucun n'est envoyé, et son jeton d'ID peut omettre le nonce : un jeton qui porte un nonce doit porter celui de cette connexion. Un e-mail est considéré comme vérifié quand LinkedIn indique \`email_verified\`.
`,
  microsoft: `# Microsoft Entra ID

1. Dans le [Microsoft Entra admin center](https://entra.microsoft.com), ouvrez **App registrations → New registration** et choisissez les types de comptes à autoriser.
2. ${callback} Ajoutez-la comme URI de redirection de la plateforme **Web**.
3. Sous **Certificates & secrets**, créez un secret client et copiez sa **Value** (pas son ID).
4. Copiez ici l'**Application (client) ID**, avec le secret.
5. **Locataire** : \`common\` pour tout compte professionnel, scolaire ou personnel, \`organizations\` pour les comptes professionnels et scolaires, \`consumers\` pour les comptes personnels, ou l'ID ou le domaine de votre locataire pour votre seule organisation. Il doit correspondre aux types de comptes de l'inscription.

Avec \`common\` et \`organizations\`, l'émetteur du jeton d'ID nomme le propre locataire de l'utilisateur ; Gatehouse le compare à la revendication \`tid\` du jeton. Microsoft ne garantit pas la revendication \`email\` des comptes professionnels : un e-mail n'est donc considéré comme vérifié que si le jeton indique \`email_verified\` ou \`xms_edov\` (ajoutez la revendication facultative \`xms_edov\` sous **Token configuration**). L'identifiant de l'utilisateur est le \`sub\` du jeton, propre à votre application.
`,
  oauth2: `# OAuth 2.0

Pour un fournisseur qui parle OAuth 2.0 mais pas OpenID Connect (préférez le connecteur OpenID Connect s'il le parle : son jeton d'ID est vérifié).

1. Enregistrez une **application web confidentielle** auprès du fournisseur (flux du code d'autorisation).
2. ${callback}
3. Saisissez ses points de terminaison d'**autorisation**, de **jeton** et d'**informations utilisateur** (https), l'ID client et le secret, les portées, et la façon dont le point de terminaison de jeton veut que le client s'authentifie.
4. Laissez **PKCE** activé sauf si le fournisseur le refuse.
5. **Champs du profil** : la réponse du point de terminaison d'informations utilisateur est lue pour les \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\` et \`phone\` de l'utilisateur. S'ils sont omis, les noms usuels sont essayés : l'id depuis \`sub\` puis \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\` puis \`avatar_url\`, \`phone_number\`. Nommez un autre champ, ou un champ imbriqué avec des points :

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

Un e-mail n'est considéré comme vérifié que si le champ associé vaut \`true\`.
`,
  oidc: `# OpenID Connect

Connecte les utilisateurs avec tout fournisseur qui implémente OpenID Connect (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. Chez votre fournisseur, créez une **application web confidentielle** (flux du code d'autorisation).
2. ${callback}
3. Saisissez l'URL de l'**émetteur** du fournisseur. Gatehouse lit \`{issuer}/.well-known/openid-configuration\`, qui doit nommer exactement le même émetteur (attention à une barre oblique finale).
4. Saisissez l'ID client et le secret, et la façon dont le fournisseur veut les recevoir (la plupart acceptent les deux).
5. La portée doit inclure \`openid\` ; ajoutez \`email\` et \`profile\` pour l'e-mail et le nom de l'utilisateur.

Chaque connexion envoie un \`nonce\` aléatoire et un défi PKCE (S256). Le jeton d'ID doit être signé avec l'une des clés publiées du fournisseur, nommer l'émetteur, avoir votre ID client comme audience, ne pas être expiré et porter le nonce. S'il ne contient pas d'e-mail, le point de terminaison userinfo est lu. Un e-mail n'est considéré comme vérifié que si le fournisseur indique \`email_verified: true\`.
`,
};
