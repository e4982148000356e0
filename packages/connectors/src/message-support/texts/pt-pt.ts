import type en from './en';

export default {
  common: {
    filePath: 'Caminho do ficheiro',
    filePathHelp:
      'Cada mensagem é acrescentada a este ficheiro como uma linha de JSON. Um caminho relativo parte da pasta em que o servidor é executado; o nome tem de terminar em .log ou .jsonl.',
    url: 'URL do endpoint',
    urlHelp: 'Um endereço http ou https. Cada mensagem é-lhe enviada como um pedido POST em JSON.',
    headers: 'Cabeçalhos do pedido',
    headersHelp:
      'Um objeto JSON com os cabeçalhos HTTP enviados em cada pedido, como um cabeçalho Authorization com o seu token. Mantido em segredo.',
  },
  devEmail: {
    name: 'E-mail de desenvolvimento (registo e ficheiro)',
    description:
      'Apenas para desenvolvimento: não entrega nenhum e-mail. Escreve cada mensagem, com o respetivo código ou ligação, no registo do servidor e num ficheiro.',
  },
  devSms: {
    name: 'SMS de desenvolvimento (registo e ficheiro)',
    description:
      'Apenas para desenvolvimento: não envia nenhum SMS. Escreve cada mensagem, com o respetivo código, no registo do servidor e num ficheiro.',
  },
  smtp: {
    name: 'SMTP',
    description: 'Envia e-mails através de qualquer servidor ou fornecedor de correio que aceite SMTP.',
    host: 'Anfitrião',
    hostHelp: 'O nome do servidor de correio, por exemplo smtp.example.com.',
    port: 'Porta',
    portHelp: 'Normalmente 587 com STARTTLS, 465 com TLS implícito e 25 sem encriptação.',
    security: 'Encriptação',
    securityHelp: 'A forma como a ligação ao servidor de correio é protegida.',
    securityNone: 'Nenhuma (sem encriptação)',
    securityStarttls: 'STARTTLS (obrigatório)',
    securityTls: 'TLS implícito',
    username: 'Nome de utilizador',
    usernameHelp: 'Deixe em branco se o servidor não pedir autenticação.',
    password: 'Palavra-passe',
    fromAddress: 'Endereço do remetente',
    fromAddressHelp: 'O endereço de onde sai o e-mail; o seu servidor de correio tem de o permitir.',
    fromName: 'Nome do remetente',
    fromNameHelp: 'Apresentado como remetente. O nome de remetente definido no modelo tem prioridade.',
    ignoreInvalidCertificate: 'Aceitar certificados inválidos',
    ignoreInvalidCertificateHelp:
      'Apenas para testes: aceita um certificado autoassinado ou expirado, o que permite que outros leiam o correio pelo caminho.',
  },
  httpEmail: {
    name: 'E-mail por HTTP',
    description: 'Envia cada e-mail como JSON para o seu próprio endpoint, que trata da entrega.',
  },
  httpSms: {
    name: 'SMS por HTTP',
    description: 'Envia cada SMS como JSON para o seu próprio endpoint ou para a API do seu fornecedor de SMS.',
    bodyTemplate: 'Corpo do pedido',
    bodyTemplateHelp:
      'O JSON a enviar. {{to}}, {{text}}, {{code}} e {{type}} nas suas cadeias de caracteres são substituídos pelos valores da mensagem.',
  },
  twilioSms: {
    name: 'SMS da Twilio',
    description: 'Envia SMS através da sua conta Twilio.',
    accountSid: 'SID da conta (Account SID)',
    accountSidHelp: 'Começa por AC; é apresentado na sua consola Twilio.',
    authToken: 'Token de autenticação',
    authTokenHelp: 'É apresentado junto ao Account SID na sua consola Twilio.',
    fromNumber: 'Número do remetente',
    fromNumberHelp:
      'Um número de telefone Twilio em formato internacional, por exemplo +15551234567. Desnecessário com um Messaging Service.',
    messagingServiceSid: 'SID do Messaging Service',
    messagingServiceSidHelp:
      'Opcional. Começa por MG; quando definido, a Twilio escolhe o remetente a partir do serviço e o número do remetente não é usado.',
  },
} satisfies typeof en;
