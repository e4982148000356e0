import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `Registe no fornecedor o URL de callback (de redirecionamento) \`{endpoint}/callback/{connectorId}\`: \`{endpoint}\` é o endereço público do seu Gatehouse e \`{connectorId}\` o ID que este conector recebe quando o adiciona, mostrado na página dele. O fornecedor deve enviar os utilizadores de volta exatamente para esse URL.`;

export const ptPT: Guides = {
  'dev-email': `# E-mail de desenvolvimento (registo e ficheiro)

Para uma instalação nova sem conta de e-mail: **nenhum e-mail sai do servidor.** Cada mensagem é escrita no registo do servidor, com o seu código ou link, e anexada como uma linha JSON a um ficheiro (\`${devFile}\` na pasta em que o servidor é executado, a menos que indique outro).

1. Adicione este conector como o conector de e-mail do locatário; o caminho do ficheiro pode ficar vazio.
2. Inicie sessão com um código por e-mail: o terminal que executa o Gatehouse mostra uma linha como \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. Para seguir o ficheiro: \`tail -f ${devFile}\`. Cada linha contém \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\` e \`payload\`.

Substitua-o por SMTP ou e-mail HTTP antes que utilizadores reais se registem: eles nunca receberiam os seus códigos. O ficheiro contém códigos de início de sessão; ele é criado legível apenas pelo utilizador do servidor.
`,
  'http-email': `# E-mail HTTP

O Gatehouse envia cada e-mail, já gerado a partir do modelo do locatário, por POST como JSON para o seu endpoint, que o entrega (o seu próprio serviço, uma função serverless, o webhook de um fornecedor).

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

\`replyTo\` e \`sendFrom\` aparecem quando o modelo os define; \`payload\` contém o código ou link e qualquer valor com que a mensagem foi enviada. \`type\` é um de SignIn, Register, ForgotPassword, OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification.

- **URL do endpoint**: http ou https. Utilize https fora de uma rede privada: o corpo contém códigos de início de sessão.
- **Cabeçalhos do pedido**: um objeto JSON, como \`{ "Authorization": "Bearer <token>" }\`, para que o seu endpoint saiba que o pedido vem do Gatehouse. Mantidos em segredo como uma palavra-passe.

Qualquer resposta 2xx conta como entregue. Qualquer outro status faz o envio falhar com \`invalid_response\`, mostrando o status e os primeiros 500 caracteres da resposta; redirecionamentos não são seguidos. Sem resposta em 10 segundos, ou sem conexão, ele falha com \`general\`.
`,
  smtp: `# SMTP

Envia e-mail por um servidor de e-mail: o seu próprio ou o relay SMTP de um fornecedor (a maioria dos serviços de e-mail oferece um; procure por "definições SMTP" ou "credenciais SMTP").

| campo | o que introduzir |
| --- | --- |
| Host, Porta | o nome e a porta do servidor: normalmente 587 com STARTTLS, 465 com TLS implícito |
| Criptografia | STARTTLS (obrigatório) na 587, TLS implícito na 465; nenhuma apenas para um relay no seu próprio host ou rede |
| Utilizador, Palavra-passe | as credenciais SMTP; deixe ambos vazios para um relay que não exige nenhuma |
| Endereço do remetente | o endereço de onde o e-mail sai; o servidor deve permitir que essas credenciais o usem |
| Nome do remetente | o nome exibido; o nome de remetente de um modelo de e-mail prevalece |
| Aceitar certificados inválidos | somente para um servidor de teste com certificado autoassinado |

Com STARTTLS a conexão precisa ficar criptografada, ou nada é enviado: o Gatehouse nunca volta para texto puro. Um certificado que não corresponde ao host, é autoassinado ou expirou é recusado (\`invalid_certificate\`) a menos que a chave diga o contrário, e então qualquer pessoa no caminho pode ler os códigos no e-mail.

O assunto e o corpo vêm dos modelos de e-mail do locatário, enviados como HTML ou texto simples conforme o modelo, com o seu endereço de resposta. Os erros dizem o que corrigir: \`invalid_config\` para um host inalcançável ou credenciais recusadas, \`invalid_response\` com as palavras do próprio servidor para um remetente ou destinatário recusado, \`general\` para um servidor que deixa de responder (10 segundos).
`,
  'dev-sms': `# SMS de desenvolvimento (registo e ficheiro)

Para uma instalação nova sem fornecedor de SMS: **nenhum SMS é enviado.** Cada mensagem é escrita no registo do servidor, com o seu código, e anexada como uma linha JSON a um ficheiro (\`${devFile}\` na pasta em que o servidor é executado, a menos que indique outro; o conector de e-mail de desenvolvimento pode partilhá-lo, cada linha diz o seu \`channel\`).

1. Adicione este conector como o conector de SMS do locatário; o caminho do ficheiro pode ficar vazio.
2. Inicie sessão com um código por telefone: o terminal que executa o Gatehouse mostra uma linha como \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. Para seguir o ficheiro: \`tail -f ${devFile}\`.

Substitua-o por Twilio ou SMS HTTP antes que utilizadores reais se registem: eles nunca receberiam os seus códigos. O ficheiro contém códigos de início de sessão; ele é criado legível apenas pelo utilizador do servidor.
`,
  'http-sms': `# SMS HTTP

O Gatehouse envia cada SMS por POST como JSON para o seu endpoint ou diretamente para a API de um fornecedor de SMS. O corpo é o seu modelo, com estes marcadores substituídos dentro das strings:

| marcador | valor |
| --- | --- |
| \`{{to}}\` | o número de telefone, como o Gatehouse o guarda (+15551234567) |
| \`{{text}}\` | a mensagem, gerada a partir do modelo de SMS do locatário |
| \`{{code}}\` | apenas o código de verificação (vazio quando a mensagem não tem) |
| \`{{type}}\` | para que serve a mensagem: SignIn, Register, ForgotPassword, MfaVerification, … |

Se deixado vazio, o modelo é \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`. Para um fornecedor que espera outros nomes, escreva-os: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. Os valores são sempre escapados como JSON, por isso coloque cada marcador dentro de uma string; o modelo deve usar \`{{text}}\` ou \`{{code}}\`, e um marcador desconhecido é recusado ao guardar.

- **URL do endpoint**: http ou https. Utilize https fora de uma rede privada: o corpo contém códigos de início de sessão.
- **Cabeçalhos do pedido**: um objeto JSON, como \`{ "Authorization": "Bearer <token>" }\`. Mantidos em segredo.

Qualquer resposta 2xx conta como enviada. Qualquer outro status faz o envio falhar com \`invalid_response\`, mostrando o status e os primeiros 500 caracteres da resposta; redirecionamentos não são seguidos. Sem resposta em 10 segundos, ou sem conexão, ele falha com \`general\`.
`,
  'twilio-sms': `# SMS da Twilio

Envia SMS pela sua conta Twilio (a API Programmable Messaging dela).

1. Na consola da Twilio, copie o **Account SID** (começa por AC) e o **Auth token** do painel da conta.
2. Escolha o remetente: um **número de telefone** da conta no formato internacional (+15551234567), ou um **Messaging Service SID** (começa por MG), com o qual a Twilio escolhe um remetente do pool do serviço; quando definido, ele é usado e o número não.
3. Em uma conta de avaliação, a Twilio só entrega para números que verificou na consola dela.

Cada mensagem é um pedido a \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` com \`To\`, \`From\` ou \`MessagingServiceSid\`, e \`Body\` (o modelo de SMS do locatário, gerado). Quando a Twilio recusa, o envio falha com \`invalid_response\` (\`rate_limit_exceeded\` para 429) mostrando o status, o código de erro e a mensagem da Twilio: procure o código no dicionário de erros da Twilio.
`,
  apple: `# Sign in with Apple

Requer uma assinatura do Apple Developer Program.

1. Em **Certificates, Identifiers & Profiles → Identifiers**, ative **Sign in with Apple** no seu App ID e depois crie um **Services ID**: o identificador dele é o **Services ID** aqui.
2. Configure o Sign in with Apple no Services ID: adicione o domínio do seu Gatehouse e o URL de retorno. ${callback} A Apple aceita apenas URL https.
3. Em **Keys**, crie uma chave com Sign in with Apple, transfira o ficheiro \`.p8\` dela (a Apple o oferece uma única vez) e anote o **Key ID**. Cole o conteúdo do ficheiro como chave privada.
4. O seu **Team ID** aparece em **Membership details**.

A Apple responde com um POST de formulário para o URL de callback. O Gatehouse assina com a sua chave um client secret de curta duração a cada início de sessão e verifica o ID token da Apple (emissor \`https://appleid.apple.com\`, o seu Services ID como audiência, o nonce). A Apple envia o nome do utilizador apenas na primeira vez que inicia sessão na sua aplicação; o e-mail vem do ID token (possivelmente um endereço de retransmissão privado).
`,
  discord: `# Discord

1. No [Discord Developer Portal](https://discord.com/developers/applications), crie uma aplicação e abra **OAuth2**.
2. ${callback} Adicione-o em **Redirects**.
3. Copie o **Client ID**, redefina e copie o **Client Secret**, e introduza ambos aqui.

O âmbito padrão \`identify email\` lê o id, os nomes, o avatar e o e-mail do utilizador; o e-mail conta como verificado quando o Discord diz que o e-mail da conta está \`verified\`.
`,
  facebook: `# Facebook

1. No [Meta for Developers](https://developers.facebook.com/apps), crie uma app com o caso de uso **Authenticate and request data from users with Facebook Login**.
2. ${callback} A Meta lista-os em **Facebook Login → Settings → Valid OAuth Redirect URIs**.
3. Em **App settings → Basic**, copie aqui o **App ID** e o **App secret**.

O âmbito padrão \`public_profile email\` lê o id, o nome, a foto e o e-mail do utilizador. Cada chamada à Graph API leva um \`appsecret_proof\`, por isso pode ativar **Require App Secret**. O Facebook não diz se um e-mail foi confirmado, por isso nunca é tido como verificado (não pode vincular sozinho uma conta existente).
`,
  github: `# GitHub

1. No GitHub, abra **Settings → Developer settings → OAuth Apps → New OAuth App** (ou o mesmo nas definições da sua organização).
2. ${callback} O GitHub chama-lhe *Authorization callback URL*.
3. Copie o **Client ID**, gere um **client secret** e introduza ambos aqui.

O âmbito padrão \`read:user user:email\` permite ao Gatehouse ler o perfil do utilizador e o seu e-mail principal, que conta como verificado apenas quando o GitHub diz que é. Sem \`user:email\`, só o e-mail público do perfil é lido, como não verificado. Os pedidos usam PKCE (S256).
`,
  gitlab: `# GitLab

Funciona com o GitLab.com e com um GitLab autogerido (defina o **URL da instância** dele, como \`https://gitlab.example.com\` ou \`https://example.com/gitlab\`).

1. No GitLab, abra **Edit profile → Applications** (ou as aplicações de um grupo ou da instância) e adicione uma nova aplicação. Mantenha **Confidential** marcado e marque os âmbitos \`openid\`, \`profile\` e \`email\`.
2. ${callback}
3. Copie aqui o **Application ID** (ID do cliente) e o **Secret**.

O início de sessão usa OpenID Connect: o emissor do GitLab é o URL da instância, lido por descoberta, e o ID token é verificado com as chaves publicadas dele. Um e-mail conta como verificado quando o GitLab diz \`email_verified\`.
`,
  google: `# Google

1. Na [Google Cloud console](https://console.cloud.google.com/apis/credentials), configure o ecrã de consentimento OAuth do seu projeto e depois **Create credentials → OAuth client ID** do tipo **Web application**.
2. ${callback} O Google chama-lhe *Authorized redirect URI*.
3. Copie aqui o ID do cliente e a chave secreta do cliente.

O início de sessão usa OpenID Connect: um nonce e PKCE em cado pedido, e o ID token é verificado com as chaves publicadas do Google. **Prompt** decide se o Google sempre mostra o seletor de contas ou o ecrã de consentimento. Um e-mail conta como verificado quando o Google diz \`email_verified\`.
`,
  linkedin: `# LinkedIn

1. Crie uma app no [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) e adicione o produto **Sign In with LinkedIn using OpenID Connect**.
2. ${callback} O LinkedIn lista-os em **Auth → Authorized redirect URLs for your app**.
3. Copie aqui o ID do cliente e a chave secreta principal da aba **Auth**.

O início de sessão usa OpenID Connect com os âmbitos \`openid profile email\`; o ID token é verificado com as chaves publicadas do LinkedIn (emissor \`https://www.linkedin.com/oauth\`, o seu ID do cliente como audiência). O LinkedIn recusa PKCE para apps web, por isso nenhum é enviado, e o ID token dele pode não ter o nonce: um que traga nonce deve trazer o deste início de sessão. Um e-mail conta como verificado quando o LinkedIn diz \`email_verified\`.
`,
  microsoft: `# Microsoft Entra ID

1. No [Microsoft Entra admin center](https://entra.microsoft.com), abra **App registrations → New registration** e escolha os tipos de conta permitidos.
2. ${callback} Adicione-o como URI de redirecionamento da plataforma **Web**.
3. Em **Certificates & secrets**, crie um segredo do cliente e copie o **Value** dele (não o ID).
4. Copie aqui o **Application (client) ID**, junto com o segredo.
5. **Locatário**: \`common\` para qualquer conta empresarial, escolar ou pessoal, \`organizations\` para contas empresariais e escolares, \`consumers\` para contas pessoais, ou o ID ou domínio do seu locatário apenas para a sua organização. Deve corresponder aos tipos de conta do registo.

Com \`common\` e \`organizations\`, o emissor do ID token nomeia o próprio locatário do utilizador; o Gatehouse compara-o com a declaração \`tid\` do token. A Microsoft não garante a declaração \`email\` de contas empresariais, por isso um e-mail conta como verificado apenas quando o token diz \`email_verified\` ou \`xms_edov\` (adicione a declaração opcional \`xms_edov\` em **Token configuration**). O id do utilizador é o \`sub\` do token, específico da sua aplicação.
`,
  oauth2: `# OAuth 2.0

Para um fornecedor que fala OAuth 2.0 mas não OpenID Connect (se ele falar, prefira o conector OpenID Connect: o ID token dele é verificado).

1. Registe uma **aplicação web confidencial** no fornecedor (fluxo de código de autorização).
2. ${callback}
3. Introduza os endpoints de **autorização**, **token** e **informações do utilizador** dele (https), o ID do cliente e o segredo, os âmbitos e como o endpoint de token quer que o cliente se autentique.
4. Mantenha o **PKCE** ativado, a menos que o fornecedor o recuse.
5. **Campos do perfil**: da resposta do endpoint de informações do utilizador são lidos \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\` e \`phone\` do utilizador. Se omitidos, os nomes usuais são tentados: o id de \`sub\` e depois \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\` e depois \`avatar_url\`, \`phone_number\`. Indique outro campo, ou um aninhado com pontos:

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

Um e-mail conta como verificado apenas quando o campo mapeado é \`true\`.
`,
  oidc: `# OpenID Connect

Inicia a sessão dos utilizadores com qualquer fornecedor que implemente OpenID Connect (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. No seu fornecedor, crie uma **aplicação web confidencial** (fluxo de código de autorização).
2. ${callback}
3. Introduza o URL do **emissor** do fornecedor. O Gatehouse lê \`{issuer}/.well-known/openid-configuration\`, que deve nomear exatamente o mesmo emissor (atenção a uma barra final).
4. Introduza o ID do cliente e o segredo, e como o fornecedor quer recebê-los (a maioria aceita as duas formas).
5. O âmbito deve incluir \`openid\`; adicione \`email\` e \`profile\` para o e-mail e o nome do utilizador.

Cada início de sessão envia um \`nonce\` aleatório e um desafio PKCE (S256). O ID token deve ser assinado com uma das chaves publicadas do fornecedor, nomear o emissor, ter o seu ID do cliente como audiência, não estar expirado e trazer o nonce. Quando não contém e-mail, o endpoint userinfo é lido. Um e-mail conta como verificado apenas quando o fornecedor diz \`email_verified: true\`.
`,
};
