import type en from './en';

export default {
  common: {
    filePath: 'Caminho do arquivo',
    filePathHelp:
      'Cada mensagem é acrescentada a este arquivo como uma linha de JSON. Um caminho relativo parte da pasta em que o servidor roda; o nome deve terminar em .log ou .jsonl.',
    url: 'URL do endpoint',
    urlHelp: 'Um endereço http ou https. Cada mensagem é enviada a ele como uma requisição POST em JSON.',
    headers: 'Cabeçalhos da requisição',
    headersHelp:
      'Um objeto JSON com os cabeçalhos HTTP enviados em cada requisição, como um cabeçalho Authorization com o seu token. Mantido em segredo.',
  },
  devEmail: {
    name: 'E-mail de desenvolvimento (log e arquivo)',
    description:
      'Somente para desenvolvimento: não entrega nenhum e-mail. Grava cada mensagem, com seu código ou link, no log do servidor e em um arquivo.',
  },
  devSms: {
    name: 'SMS de desenvolvimento (log e arquivo)',
    description:
      'Somente para desenvolvimento: não envia nenhum SMS. Grava cada mensagem, com seu código, no log do servidor e em um arquivo.',
  },
  smtp: {
    name: 'SMTP',
    description: 'Envia e-mails por qualquer servidor ou provedor de e-mail que aceite SMTP.',
    host: 'Host',
    hostHelp: 'O nome do servidor de e-mail, como smtp.example.com.',
    port: 'Porta',
    portHelp: 'Normalmente 587 com STARTTLS, 465 com TLS implícito e 25 sem criptografia.',
    security: 'Criptografia',
    securityHelp: 'Como a conexão com o servidor de e-mail é protegida.',
    securityNone: 'Nenhuma (sem criptografia)',
    securityStarttls: 'STARTTLS (obrigatório)',
    securityTls: 'TLS implícito',
    username: 'Nome de usuário',
    usernameHelp: 'Deixe em branco se o servidor não pedir login.',
    password: 'Senha',
    fromAddress: 'Endereço do remetente',
    fromAddressHelp: 'O endereço de onde o e-mail sai; o seu servidor de e-mail precisa permiti-lo.',
    fromName: 'Nome do remetente',
    fromNameHelp: 'Exibido como remetente. O nome de remetente definido no modelo tem prioridade.',
    ignoreInvalidCertificate: 'Aceitar certificados inválidos',
    ignoreInvalidCertificateHelp:
      'Somente para testes: aceita um certificado autoassinado ou expirado, o que permite que outros leiam os e-mails no caminho.',
  },
  httpEmail: {
    name: 'E-mail via HTTP',
    description: 'Envia cada e-mail como JSON para o seu próprio endpoint, que faz a entrega.',
  },
  httpSms: {
    name: 'SMS via HTTP',
    description: 'Envia cada SMS como JSON para o seu próprio endpoint ou para a API do seu provedor de SMS.',
    bodyTemplate: 'Corpo da requisição',
    bodyTemplateHelp:
      'O JSON a enviar. {{to}}, {{text}}, {{code}} e {{type}} em suas strings são substituídos pelos valores da mensagem.',
  },
  twilioSms: {
    name: 'SMS da Twilio',
    description: 'Envia SMS pela sua conta da Twilio.',
    accountSid: 'SID da conta (Account SID)',
    accountSidHelp: 'Começa com AC; aparece no seu console da Twilio.',
    authToken: 'Token de autenticação',
    authTokenHelp: 'Aparece ao lado do Account SID no seu console da Twilio.',
    fromNumber: 'Número do remetente',
    fromNumberHelp:
      'Um número de telefone da Twilio no formato internacional, como +15551234567. Não é necessário com um Messaging Service.',
    messagingServiceSid: 'SID do Messaging Service',
    messagingServiceSidHelp:
      'Opcional. Começa com MG; quando definido, a Twilio escolhe o remetente do serviço e o número do remetente não é usado.',
  },
} satisfies typeof en;
