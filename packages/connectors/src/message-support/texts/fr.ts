import type en from './en';

export default {
  common: {
    filePath: 'Chemin du fichier',
    filePathHelp:
      'Chaque message est ajouté à ce fichier sous la forme d’une ligne JSON. Un chemin relatif part du dossier où tourne le serveur ; le nom doit se terminer par .log ou .jsonl.',
    url: 'URL du point de terminaison',
    urlHelp: 'Une adresse http ou https. Chaque message lui est envoyé par une requête POST en JSON.',
    headers: 'En-têtes de la requête',
    headersHelp:
      'Un objet JSON d’en-têtes HTTP envoyés avec chaque requête, par exemple un en-tête Authorization contenant votre jeton. Gardé secret.',
  },
  devEmail: {
    name: 'E-mail de développement (journal et fichier)',
    description:
      'Pour le développement uniquement : n’envoie aucun e-mail. Écrit chaque message, avec son code ou son lien, dans le journal du serveur et dans un fichier.',
  },
  devSms: {
    name: 'SMS de développement (journal et fichier)',
    description:
      'Pour le développement uniquement : n’envoie aucun SMS. Écrit chaque message, avec son code, dans le journal du serveur et dans un fichier.',
  },
  smtp: {
    name: 'SMTP',
    description: 'Envoie les e-mails par n’importe quel serveur ou fournisseur de messagerie qui accepte SMTP.',
    host: 'Hôte',
    hostHelp: 'Le nom du serveur de messagerie, par exemple smtp.example.com.',
    port: 'Port',
    portHelp: 'En général 587 avec STARTTLS, 465 avec TLS implicite, 25 sans chiffrement.',
    security: 'Chiffrement',
    securityHelp: 'La façon dont la connexion au serveur de messagerie est protégée.',
    securityNone: 'Aucun (non chiffré)',
    securityStarttls: 'STARTTLS (obligatoire)',
    securityTls: 'TLS implicite',
    username: 'Nom d’utilisateur',
    usernameHelp: 'Laissez vide si le serveur ne demande pas de connexion.',
    password: 'Mot de passe',
    fromAddress: 'Adresse de l’expéditeur',
    fromAddressHelp: 'L’adresse d’où part l’e-mail ; votre serveur de messagerie doit l’autoriser.',
    fromName: 'Nom de l’expéditeur',
    fromNameHelp: 'Affiché comme expéditeur. Le nom d’expéditeur défini par un modèle est prioritaire.',
    ignoreInvalidCertificate: 'Accepter les certificats non valides',
    ignoreInvalidCertificateHelp:
      'Pour les tests uniquement : accepte un certificat auto-signé ou expiré, ce qui permet à d’autres de lire les e-mails en chemin.',
  },
  httpEmail: {
    name: 'E-mail par HTTP',
    description: 'Envoie chaque e-mail en JSON à votre propre point de terminaison, qui se charge de le remettre.',
  },
  httpSms: {
    name: 'SMS par HTTP',
    description:
      'Envoie chaque SMS en JSON à votre propre point de terminaison ou à l’API de votre fournisseur de SMS.',
    bodyTemplate: 'Corps de la requête',
    bodyTemplateHelp:
      'Le JSON à envoyer. {{to}}, {{text}}, {{code}} et {{type}} dans ses chaînes sont remplacés par les valeurs du message.',
  },
  twilioSms: {
    name: 'SMS Twilio',
    description: 'Envoie des SMS via votre compte Twilio.',
    accountSid: 'SID du compte (Account SID)',
    accountSidHelp: 'Commence par AC ; affiché dans votre console Twilio.',
    authToken: 'Jeton d’authentification',
    authTokenHelp: 'Affiché à côté de l’Account SID dans votre console Twilio.',
    fromNumber: 'Numéro de l’expéditeur',
    fromNumberHelp:
      'Un numéro de téléphone Twilio au format international, par exemple +15551234567. Inutile avec un Messaging Service.',
    messagingServiceSid: 'SID du Messaging Service',
    messagingServiceSidHelp:
      'Facultatif. Commence par MG ; s’il est renseigné, Twilio choisit l’expéditeur dans le service et le numéro de l’expéditeur n’est pas utilisé.',
  },
} satisfies typeof en;
