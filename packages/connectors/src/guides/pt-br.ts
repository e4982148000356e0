import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `Registre no provedor a URL de callback (de redirecionamento) \`{endpoint}/callback/{connectorId}\`: \`{endpoint}\` é o endereço público do seu Gatehouse e \`{connectorId}\` o ID que este conector recebe quando você o adiciona, mostrado na página dele. O provedor deve enviar os usuários de volta exatamente para essa URL.`;

export const ptBR: Guides = {
  'dev-email': `# E-mail de desenvolvimento (log e arquivo)

Para uma instalação nova sem conta de e-mail: **nenhum e-mail sai do servidor.** Cada mensagem é escrita no log do servidor, com seu código ou link, e anexada como uma linha JSON a um arquivo (\`${devFile}\` na pasta em que o servidor roda, a menos que você indique outro).

1. Adicione este conector como o conector de e-mail do locatário; o caminho do arquivo pode ficar vazio.
2. Entre com um código por e-mail: o terminal que executa o Gatehouse mostra uma linha como \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. Para acompanhar o arquivo: \`tail -f ${devFile}\`. Cada linha traz \`time\`, \`channel\`, \`to\`, \`type\`, \`subject\`, \`body\` e \`payload\`.

Substitua-o por SMTP ou e-mail HTTP antes que usuários reais se cadastrem: eles nunca receberiam seus códigos. O arquivo contém códigos de login; ele é criado legível apenas pelo usuário do servidor.
`,
  'http-email': `# E-mail HTTP

O Gatehouse envia cada e-mail, já gerado a partir do modelo do locatário, por POST como JSON para o seu endpoint, que o entrega (seu próprio serviço, uma função serverless, o webhook de um provedor).

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

- **URL do endpoint**: http ou https. Use https fora de uma rede privada: o corpo contém códigos de login.
- **Cabeçalhos da requisição**: um objeto JSON, como \`{ "Authorization": "Bearer <token>" }\`, para que seu endpoint saiba que a requisição vem do Gatehouse. Mantido em segredo como uma senha.

Qualquer resposta 2xx conta como entregue. Qualquer outro status faz o envio falhar com \`invalid_response\`, mostrando o status e os primeiros 500 caracteres da resposta; redirecionamentos não são seguidos. Sem resposta em 10 segundos, ou sem conexão, ele falha com \`general\`.
`,
  smtp: `# SMTP

Envia e-mail por um servidor de e-mail: o seu próprio ou o relay SMTP de um provedor (a maioria dos serviços de e-mail oferece um; procure por "configurações SMTP" ou "credenciais SMTP").

| campo | o que informar |
| --- | --- |
| Host, Porta | o nome e a porta do servidor: geralmente 587 com STARTTLS, 465 com TLS implícito |
| Criptografia | STARTTLS (obrigatório) na 587, TLS implícito na 465; nenhuma apenas para um relay no seu próprio host ou rede |
| Usuário, Senha | as credenciais SMTP; deixe ambos vazios para um relay que não exige nenhuma |
| Endereço do remetente | o endereço de onde o e-mail sai; o servidor deve permitir que essas credenciais o usem |
| Nome do remetente | o nome exibido; o nome de remetente de um modelo de e-mail prevalece |
| Aceitar certificados inválidos | somente para um servidor de teste com certificado autoassinado |

Com STARTTLS a conexão precisa ficar criptografada, ou nada é enviado: o Gatehouse nunca volta para texto puro. Um certificado que não corresponde ao host, é autoassinado ou expirou é recusado (\`invalid_certificate\`) a menos que a chave diga o contrário, e então qualquer pessoa no caminho pode ler os códigos no e-mail.

O assunto e o corpo vêm dos modelos de e-mail do locatário, enviados como HTML ou texto simples conforme o modelo, com seu endereço de resposta. Os erros dizem o que corrigir: \`invalid_config\` para um host inalcançável ou credenciais recusadas, \`invalid_response\` com as palavras do próprio servidor para um remetente ou destinatário recusado, \`general\` para um servidor que para de responder (10 segundos).
`,
  'dev-sms': `# SMS de desenvolvimento (log e arquivo)

Para uma instalação nova sem provedor de SMS: **nenhum SMS é enviado.** Cada mensagem é escrita no log do servidor, com seu código, e anexada como uma linha JSON a um arquivo (\`${devFile}\` na pasta em que o servidor roda, a menos que você indique outro; o conector de e-mail de desenvolvimento pode compartilhá-lo, cada linha diz seu \`channel\`).

1. Adicione este conector como o conector de SMS do locatário; o caminho do arquivo pode ficar vazio.
2. Entre com um código por telefone: o terminal que executa o Gatehouse mostra uma linha como \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. Para acompanhar o arquivo: \`tail -f ${devFile}\`.

Substitua-o por Twilio ou SMS HTTP antes que usuários reais se cadastrem: eles nunca receberiam seus códigos. O arquivo contém códigos de login; ele é criado legível apenas pelo usuário do servidor.
`,
  'http-sms': `# SMS HTTP

O Gatehouse envia cada SMS por POST como JSON para o seu endpoint ou direto para a API de um provedor de SMS. O corpo é o seu modelo, com estes marcadores substituídos dentro das strings:

| marcador | valor |
| --- | --- |
| \`{{to}}\` | o número de telefone, como o Gatehouse o guarda (+15551234567) |
| \`{{text}}\` | a mensagem, gerada a partir do modelo de SMS do locatário |
| \`{{code}}\` | apenas o código de verificação (vazio quando a mensagem não tem) |
| \`{{type}}\` | para que serve a mensagem: SignIn, Register, ForgotPassword, MfaVerification, … |

Se deixado vazio, o modelo é \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`. Para um provedor que espera outros nomes, escreva-os: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. Os valores são sempre escapados como JSON, então coloque cada marcador dentro de uma string; o modelo deve usar \`{{text}}\` ou \`{{code}}\`, e um marcador desconhecido é recusado ao salvar.

- **URL do endpoint**: http ou https. Use https fora de uma rede privada: o corpo contém códigos de login.
- **Cabeçalhos da requisição**: um objeto JSON, como \`{ "Authorization": "Bearer <token>" }\`. Mantido em segredo.

Qualquer resposta 2xx conta como enviada. Qualquer outro status faz o envio falhar com \`invalid_response\`, mostrando o status e os primeiros 500 caracteres da resposta; redirecionamentos não são seguidos. Sem resposta em 10 segundos, ou sem conexão, ele falha com \`general\`.
`,
  'twilio-sms': `# SMS da Twilio

Envia SMS pela sua conta Twilio (a API Programmable Messaging dela).

1. No console da Twilio, copie o **Account SID** (começa com AC) e o **Auth token** do painel da conta.
2. Escolha o remetente: um **número de telefone** da conta no formato internacional (+15551234567), ou um **Messaging Service SID** (começa com MG), com o qual a Twilio escolhe um remetente do pool do serviço; quando definido, ele é usado e o número não.
3. Em uma conta de teste, a Twilio só entrega para números que você verificou no console dela.

Cada mensagem é uma requisição a \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` com \`To\`, \`From\` ou \`MessagingServiceSid\`, e \`Body\` (o modelo de SMS do locatário, gerado). Quando a Twilio recusa, o envio falha com \`invalid_response\` (\`rate_limit_exceeded\` para 429) mostrando o status, o código de erro e a mensagem da Twilio: procure o código no dicionário de erros da Twilio.
`,
  apple: `# Sign in with Apple

Requer uma assinatura do Apple Developer Program.

1. Em **Certificates, Identifiers & Profiles → Identifiers**, ative **Sign in with Apple** no seu App ID e depois crie um **Services ID**: o identificador dele é o **Services ID** aqui.
2. Configure o Sign in with Apple no Services ID: adicione o domínio do seu Gatehouse e a URL de retorno. ${callback} A Apple aceita apenas URLs https.
3. Em **Keys**, crie uma chave com Sign in with Apple, baixe o arquivo \`.p8\` dela (a Apple o oferece uma única vez) e anote o **Key ID**. Cole o conteúdo do arquivo como chave privada.
4. Seu **Team ID** aparece em **Membership details**.

A Apple responde com um POST de formulário para a URL de callback. O Gatehouse assina com a sua chave um client secret de curta duração a cada login e verifica o ID token da Apple (emissor \`https://appleid.apple.com\`, seu Services ID como audiência, o nonce). A Apple envia o nome do usuário apenas na primeira vez que ele entra no seu app; o e-mail vem do ID token (possivelmente um endereço de retransmissão privado).
`,
  discord: `# Discord

1. No [Discord Developer Portal](https://discord.com/developers/applications), crie um aplicativo e abra **OAuth2**.
2. ${callback} Adicione-a em **Redirects**.
3. Copie o **Client ID**, redefina e copie o **Client Secret**, e informe ambos aqui.

O escopo padrão \`identify email\` lê o id, os nomes, o avatar e o e-mail do usuário; o e-mail conta como verificado quando o Discord diz que o e-mail da conta está \`verified\`.
`,
  facebook: `# Facebook

1. No [Meta for Developers](https://developers.facebook.com/apps), crie um app com o caso de uso **Authenticate and request data from users with Facebook Login**.
2. ${callback} A Meta as lista em **Facebook Login → Settings → Valid OAuth Redirect URIs**.
3. Em **App settings → Basic**, copie aqui o **App ID** e o **App secret**.

O escopo padrão \`public_profile email\` lê o id, o nome, a foto e o e-mail do usuário. Toda chamada à Graph API leva um \`appsecret_proof\`, então você pode ativar **Require App Secret**. O Facebook não diz se um e-mail foi confirmado, então ele nunca é tido como verificado (não pode vincular sozinho uma conta existente).
`,
  github: `# GitHub

1. No GitHub, abra **Settings → Developer settings → OAuth Apps → New OAuth App** (ou o mesmo nas configurações da sua organização).
2. ${callback} O GitHub a chama de *Authorization callback URL*.
3. Copie o **Client ID**, gere um **client secret** e informe ambos aqui.

O escopo padrão \`read:user user:email\` permite ao Gatehouse ler o perfil do usuário e seu e-mail principal, que conta como verificado apenas quando o GitHub diz que é. Sem \`user:email\`, só o e-mail público do perfil é lido, como não verificado. As requisições usam PKCE (S256).
`,
  gitlab: `# GitLab

Funciona com o GitLab.com e com um GitLab autogerenciado (defina a **URL da instância** dele, como \`https://gitlab.example.com\` ou \`https://example.com/gitlab\`).

1. No GitLab, abra **Edit profile → Applications** (ou os aplicativos de um grupo ou da instância) e adicione um novo aplicativo. Mantenha **Confidential** marcado e marque os escopos \`openid\`, \`profile\` e \`email\`.
2. ${callback}
3. Copie aqui o **Application ID** (ID do cliente) e o **Secret**.

O login usa OpenID Connect: o emissor do GitLab é a URL da instância, lida por descoberta, e o ID token é verificado com as chaves publicadas dele. Um e-mail conta como verificado quando o GitLab diz \`email_verified\`.
`,
  google: `# Google

1. No [Google Cloud console](https://console.cloud.google.com/apis/credentials), configure a tela de consentimento OAuth do seu projeto e depois **Create credentials → OAuth client ID** do tipo **Web application**.
2. ${callback} O Google a chama de *Authorized redirect URI*.
3. Copie aqui o ID do cliente e a chave secreta do cliente.

O login usa OpenID Connect: um nonce e PKCE em toda requisição, e o ID token é verificado com as chaves publicadas do Google. **Prompt** decide se o Google sempre mostra o seletor de contas ou a tela de consentimento. Um e-mail conta como verificado quando o Google diz \`email_verified\`.
`,
  linkedin: `# LinkedIn

1. Crie um app no [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) e adicione o produto **Sign In with LinkedIn using OpenID Connect**.
2. ${callback} O LinkedIn as lista em **Auth → Authorized redirect URLs for your app**.
3. Copie aqui o ID do cliente e a chave secreta principal da aba **Auth**.

O login usa OpenID Connect com os escopos \`openid profile email\`; o ID token é verificado com as chaves publicadas do LinkedIn (emissor \`https://www.linkedin.com/oauth\`, seu ID do cliente como audiência). O LinkedIn recusa PKCE para apps web, então nenhum é enviado, e o ID token dele pode não ter o nonce: um que traga nonce deve trazer o deste login. Um e-mail conta como verificado quando o LinkedIn diz \`email_verified\`.
`,
  microsoft: `# Microsoft Entra ID

1. No [Microsoft Entra admin center](https://entra.microsoft.com), abra **App registrations → New registration** e escolha os tipos de conta permitidos.
2. ${callback} Adicione-a como URI de redirecionamento da plataforma **Web**.
3. Em **Certificates & secrets**, crie um segredo do cliente e copie o **Value** dele (não o ID).
4. Copie aqui o **Application (client) ID**, junto com o segredo.
5. **Locatário**: \`common\` para qualquer conta corporativa, de estudante ou pessoal, \`organizations\` para contas corporativas e de estudante, \`consumers\` para contas pessoais, ou o ID ou domínio do seu locatário apenas para a sua organização. Deve corresponder aos tipos de conta do registro.

Com \`common\` e \`organizations\`, o emissor do ID token nomeia o próprio locatário do usuário; o Gatehouse o confere com a declaração \`tid\` do token. A Microsoft não garante a declaração \`email\` de contas corporativas, então um e-mail conta como verificado apenas quando o token diz \`email_verified\` ou \`xms_edov\` (adicione a declaração opcional \`xms_edov\` em **Token configuration**). O id do usuário é o \`sub\` do token, específico do seu aplicativo.
`,
  oauth2: `# OAuth 2.0

Para um provedor que fala OAuth 2.0 mas não OpenID Connect (se ele falar, prefira o conector OpenID Connect: o ID token dele é verificado).

1. Registre um **aplicativo web confidencial** no provedor (fluxo de código de autorização).
2. ${callback}
3. Informe os endpoints de **autorização**, **token** e **informações do usuário** dele (https), o ID do cliente e o segredo, os escopos e como o endpoint de token quer que o cliente se autentique.
4. Mantenha o **PKCE** ativado, a menos que o provedor o recuse.
5. **Campos do perfil**: da resposta do endpoint de informações do usuário são lidos \`id\`, \`email\`, \`emailVerified\`, \`name\`, \`avatar\` e \`phone\` do usuário. Se omitidos, os nomes usuais são tentados: o id de \`sub\` e depois \`id\`, \`email\`, \`email_verified\`, \`name\`, \`picture\` e depois \`avatar_url\`, \`phone_number\`. Indique outro campo, ou um aninhado com pontos:

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

Um e-mail conta como verificado apenas quando o campo mapeado é \`true\`.
`,
  oidc: `# OpenID Connect

Faz o login de usuários com qualquer provedor que implemente OpenID Connect (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. No seu provedor, crie um **aplicativo web confidencial** (fluxo de código de autorização).
2. ${callback}
3. Informe a URL do **emissor** do provedor. O Gatehouse lê \`{issuer}/.well-known/openid-configuration\`, que deve nomear exatamente o mesmo emissor (atenção a uma barra final).
4. Informe o ID do cliente e o segredo, e como o provedor quer recebê-los (a maioria aceita as duas formas).
5. O escopo deve incluir \`openid\`; adicione \`email\` e \`profile\` para o e-mail e o nome do usuário.

Cada login envia um \`nonce\` aleatório e um desafio PKCE (S256). O ID token deve ser assinado com uma das chaves publicadas do provedor, nomear o emissor, ter seu ID do cliente como audiência, não estar expirado e trazer o nonce. Quando não contém e-mail, o endpoint userinfo é lido. Um e-mail conta como verificado apenas quando o provedor diz \`email_verified: true\`.
`,
};
