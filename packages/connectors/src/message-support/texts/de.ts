import type en from './en';

export default {
  common: {
    filePath: 'Dateipfad',
    filePathHelp:
      'Jede Nachricht wird als eine JSON-Zeile an diese Datei angehängt. Ein relativer Pfad beginnt im Ordner, in dem der Server läuft; der Name muss auf .log oder .jsonl enden.',
    url: 'Endpunkt-URL',
    urlHelp: 'Eine http- oder https-Adresse. Jede Nachricht wird ihr als JSON-POST-Anfrage gesendet.',
    headers: 'Anfrage-Header',
    headersHelp:
      'Ein JSON-Objekt mit HTTP-Headern, die mit jeder Anfrage gesendet werden, etwa ein Authorization-Header mit Ihrem Token. Wird geheim gehalten.',
  },
  devEmail: {
    name: 'Entwicklungs-E-Mail (Log und Datei)',
    description:
      'Nur für die Entwicklung: stellt keine E-Mail zu. Schreibt jede Nachricht mit ihrem Code oder Link in das Serverlog und in eine Datei.',
  },
  devSms: {
    name: 'Entwicklungs-SMS (Log und Datei)',
    description:
      'Nur für die Entwicklung: versendet keine SMS. Schreibt jede Nachricht mit ihrem Code in das Serverlog und in eine Datei.',
  },
  smtp: {
    name: 'SMTP',
    description: 'Versendet E-Mails über jeden Mailserver oder Anbieter, der SMTP unterstützt.',
    host: 'Host',
    hostHelp: 'Der Name des Mailservers, etwa smtp.example.com.',
    port: 'Port',
    portHelp: 'Meist 587 mit STARTTLS, 465 mit implizitem TLS, 25 ohne Verschlüsselung.',
    security: 'Verschlüsselung',
    securityHelp: 'Wie die Verbindung zum Mailserver geschützt wird.',
    securityNone: 'Keine (unverschlüsselt)',
    securityStarttls: 'STARTTLS (erforderlich)',
    securityTls: 'Implizites TLS',
    username: 'Benutzername',
    usernameHelp: 'Leer lassen, wenn der Server keine Anmeldung verlangt.',
    password: 'Passwort',
    fromAddress: 'Absenderadresse',
    fromAddressHelp: 'Die Adresse, von der die E-Mail kommt; Ihr Mailserver muss sie erlauben.',
    fromName: 'Absendername',
    fromNameHelp: 'Wird als Absender angezeigt. Ein in der Vorlage festgelegter Absendername hat Vorrang.',
    ignoreInvalidCertificate: 'Ungültige Zertifikate akzeptieren',
    ignoreInvalidCertificateHelp:
      'Nur zum Testen: akzeptiert ein selbstsigniertes oder abgelaufenes Zertifikat, wodurch andere die E-Mails unterwegs mitlesen können.',
  },
  httpEmail: {
    name: 'HTTP-E-Mail',
    description: 'Sendet jede E-Mail als JSON an Ihren eigenen Endpunkt, der sie zustellt.',
  },
  httpSms: {
    name: 'HTTP-SMS',
    description: 'Sendet jede SMS als JSON an Ihren eigenen Endpunkt oder die API Ihres SMS-Anbieters.',
    bodyTemplate: 'Anfragetext',
    bodyTemplateHelp:
      'Das zu sendende JSON. {{to}}, {{text}}, {{code}} und {{type}} in seinen Zeichenketten werden durch die Werte der Nachricht ersetzt.',
  },
  twilioSms: {
    name: 'Twilio-SMS',
    description: 'Versendet SMS über Ihr Twilio-Konto.',
    accountSid: 'Konto-SID (Account SID)',
    accountSidHelp: 'Beginnt mit AC; wird in Ihrer Twilio-Konsole angezeigt.',
    authToken: 'Auth-Token',
    authTokenHelp: 'Wird in Ihrer Twilio-Konsole neben der Account SID angezeigt.',
    fromNumber: 'Absendernummer',
    fromNumberHelp:
      'Eine Twilio-Telefonnummer im internationalen Format, etwa +15551234567. Mit einem Messaging Service nicht nötig.',
    messagingServiceSid: 'Messaging-Service-SID',
    messagingServiceSidHelp:
      'Optional. Beginnt mit MG; ist sie gesetzt, wählt Twilio den Absender aus dem Service und die Absendernummer wird nicht verwendet.',
  },
} satisfies typeof en;
