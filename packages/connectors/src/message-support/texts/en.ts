/**
 * The built-in email and SMS connectors' text in English, the reference: every other language in
 * this folder has exactly these keys (`satisfies typeof en`). Product names (SMTP, Twilio) stay.
 */
export default {
  common: {
    filePath: 'File path',
    filePathHelp:
      'Each message is appended to this file as one line of JSON. A relative path starts in the folder the server runs in; the name must end in .log or .jsonl.',
    url: 'Endpoint URL',
    urlHelp: 'An http or https address. Each message is sent to it as a JSON POST request.',
    headers: 'Request headers',
    headersHelp:
      'A JSON object of HTTP headers sent with each request, such as an Authorization header with your token. Kept secret.',
  },
  devEmail: {
    name: 'Development email (log and file)',
    description:
      'For development only: delivers no email. Writes each message, with its code or link, to the server log and to a file.',
  },
  devSms: {
    name: 'Development SMS (log and file)',
    description:
      'For development only: sends no text message. Writes each message, with its code, to the server log and to a file.',
  },
  smtp: {
    name: 'SMTP',
    description: 'Sends email through any mail server or provider that accepts SMTP.',
    host: 'Host',
    hostHelp: "The mail server's name, such as smtp.example.com.",
    port: 'Port',
    portHelp: 'Usually 587 with STARTTLS, 465 with implicit TLS, 25 without encryption.',
    security: 'Encryption',
    securityHelp: 'How the connection to the mail server is protected.',
    securityNone: 'None (unencrypted)',
    securityStarttls: 'STARTTLS (required)',
    securityTls: 'Implicit TLS',
    username: 'Username',
    usernameHelp: 'Leave empty if the server does not ask to sign in.',
    password: 'Password',
    fromAddress: 'Sender address',
    fromAddressHelp: 'The address the email comes from; your mail server must allow it.',
    fromName: 'Sender name',
    fromNameHelp: "Shown as the sender. A template's own sender name takes precedence.",
    ignoreInvalidCertificate: 'Accept invalid certificates',
    ignoreInvalidCertificateHelp:
      'For testing only: accepts a self-signed or expired certificate, which lets others read the mail on its way.',
  },
  httpEmail: {
    name: 'HTTP email',
    description: 'Sends each email as JSON to your own endpoint, which delivers it.',
  },
  httpSms: {
    name: 'HTTP SMS',
    description: "Sends each text message as JSON to your own endpoint or your SMS provider's API.",
    bodyTemplate: 'Request body',
    bodyTemplateHelp:
      "The JSON to send. {{to}}, {{text}}, {{code}} and {{type}} in its strings are replaced with the message's values.",
  },
  twilioSms: {
    name: 'Twilio SMS',
    description: 'Sends text messages through your Twilio account.',
    accountSid: 'Account SID',
    accountSidHelp: 'Starts with AC; shown on your Twilio console.',
    authToken: 'Auth token',
    authTokenHelp: 'Shown next to the Account SID on your Twilio console.',
    fromNumber: 'Sender number',
    fromNumberHelp:
      'A Twilio phone number in international format, such as +15551234567. Not needed with a Messaging Service.',
    messagingServiceSid: 'Messaging Service SID',
    messagingServiceSidHelp:
      'Optional. Starts with MG; when set, Twilio picks the sender from the service and the sender number is not used.',
  },
};
