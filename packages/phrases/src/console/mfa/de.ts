import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: 'Multi-Faktor-Authentifizierung',
    subtitle:
      'Ein zweiter Schritt nach der ersten Anmeldemethode: welche Faktoren Benutzer einrichten dürfen und wann die Anmeldeseiten danach fragen.',
    factors_title: 'Faktoren',
    factors_description: 'Die zweiten Faktoren, die Benutzer einrichten und bei der Anmeldung bestätigen können.',
    factors: {
      Totp: {
        title: 'Authenticator-App (TOTP)',
        description:
          'Ein sechsstelliger Code aus einer App wie Google Authenticator oder 1Password, alle 30 Sekunden neu.',
      },
      WebAuthn: {
        title: 'Passkeys (WebAuthn)',
        description: 'Fingerabdruck, Gesicht, Bildschirmsperre oder Sicherheitsschlüssel.',
      },
      BackupCode: {
        title: 'Backup-Codes',
        description:
          'Zehn Einmal-Codes für den Zugang ohne den anderen Faktor. Erfordert einen weiteren aktiven Faktor.',
      },
      EmailVerificationCode: {
        title: 'E-Mail-Code',
        description: 'Ein Code an die primäre E-Mail-Adresse. Benutzer ohne E-Mail-Adresse können ihn nicht nutzen.',
      },
      PhoneVerificationCode: {
        title: 'SMS-Code',
        description:
          'Ein Code per SMS an die primäre Telefonnummer. Benutzer ohne Telefonnummer können ihn nicht nutzen.',
      },
    },
    passkey_title: 'Anmeldung mit Passkey',
    passkey_description:
      'Wer einen Passkey erstellt hat, kann sich allein damit anmelden: ohne Benutzernamen, ohne Passwort.',
    passkey_sign_in: 'Mit einem Passkey anmelden',
    passkey_needs_webauthn:
      'Erfordert oben aktivierte Passkeys (WebAuthn): Benutzer erstellen ihre Passkeys als zweiten Faktor.',
    related_origins: 'Verwandte Ursprünge',
    related_origins_hint:
      'Weitere https-Websites von Ihnen, auf denen Benutzer dieselben Passkeys erstellen und verwenden können, etwa https://shop.example.com. Browser lesen sie unter /.well-known/webauthn; bis zu 20.',
    needs_email_connector: 'Benötigt einen aktivierten E-Mail-Connector (Connectors → E-Mail und SMS).',
    needs_sms_connector: 'Benötigt einen aktivierten SMS-Connector (Connectors → E-Mail und SMS).',
    policy_title: 'Richtlinie',
    policy_description: 'Wann die Anmeldeseiten Benutzer nach einem zweiten Faktor fragen.',
    policy: 'MFA-Richtlinie',
    policies: {
      UserControlled: {
        title: 'Jedem Benutzer überlassen',
        description:
          'Benutzer mit einem Faktor bestätigen ihn bei der Anmeldung; niemand wird zum Einrichten aufgefordert.',
      },
      Mandatory: {
        title: 'Verpflichtend',
        description:
          'Jeder Benutzer muss einen Faktor einrichten und bei jeder Anmeldung bestätigen. Überspringen ist nicht möglich.',
      },
      PromptOnlyAtSignIn: {
        title: 'Bei der Anmeldung vorschlagen',
        description:
          'Benutzern ohne Faktor wird bei der Anmeldung angeboten, einen einzurichten; sie können es überspringen.',
      },
      PromptAtSignInAndSignUp: {
        title: 'Bei Anmeldung und Registrierung vorschlagen',
        description: 'Dasselbe Angebot, auch bei der Registrierung.',
      },
      NoPrompt: {
        title: 'Nie vorschlagen',
        description: 'Benutzer mit einem Faktor bestätigen ihn; niemandem wird das Einrichten angeboten.',
      },
    },
    remember_device_days: 'Dieses Gerät merken (Tage)',
    remember_device_hint:
      'Benutzer können den zweiten Faktor auf einem vertrauenswürdigen Gerät so viele Tage überspringen. 0 blendet die Option aus.',
    organization_title: 'Organisationen, die MFA verlangen',
    organization_description:
      'Wer sich bei einer Organisation mit aktivem „MFA verlangen“ anmeldet, muss unabhängig von der Richtlinie oben einen Faktor einrichten und bestätigen; Überspringen ist nicht möglich.',
    errors: {
      mandatory_needs_factor: 'Eine verpflichtende Richtlinie braucht neben den Backup-Codes einen aktivierten Faktor.',
      backup_needs_factor: 'Backup-Codes erfordern die Authenticator-App oder Passkeys.',
    },
    lockout_title: 'Benutzer könnten ausgesperrt werden',
    lockout_mandatory: 'Jeder Benutzer ohne Faktor muss einen einrichten, bevor er sich wieder anmelden kann.',
    lockout_factor_off: 'Benutzer, die {{factors}} eingerichtet haben, können sich damit nicht mehr anmelden.',
    lockout_confirm: 'Trotzdem speichern',
  },
} satisfies Translated<typeof en, 'de'>;
