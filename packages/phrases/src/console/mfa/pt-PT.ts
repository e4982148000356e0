import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: 'Autenticação multifator',
    subtitle:
      'Um segundo passo após o primeiro método de início de sessão: que fatores os utilizadores podem registar e quando as páginas de início de sessão pedem um.',
    factors_title: 'Fatores',
    factors_description: 'Os segundos fatores que os utilizadores podem registar e verificar ao iniciar sessão.',
    factors: {
      Totp: {
        title: 'Aplicação de autenticação (TOTP)',
        description:
          'Um código de seis algarismos de uma aplicação como Google Authenticator ou 1Password, novo a cada 30 segundos.',
      },
      WebAuthn: {
        title: 'Chaves de acesso (WebAuthn)',
        description: 'Impressão digital, rosto, bloqueio de ecrã ou chave de segurança.',
      },
      BackupCode: {
        title: 'Códigos de cópia de segurança',
        description: 'Dez códigos de utilização única para entrar sem o outro fator. Requer outro fator ativado.',
      },
      EmailVerificationCode: {
        title: 'Código por e-mail',
        description:
          'Um código enviado para o e-mail principal do utilizador. Utilizadores sem e-mail não o podem usar.',
      },
      PhoneVerificationCode: {
        title: 'Código por SMS',
        description:
          'Um código enviado por SMS para o telemóvel principal do utilizador. Utilizadores sem número não o podem usar.',
      },
    },
    passkey_title: 'Início de sessão com chave de acesso',
    passkey_description:
      'Os utilizadores que criaram uma chave de acesso podem iniciar sessão só com ela: sem nome de utilizador nem palavra-passe.',
    passkey_sign_in: 'Iniciar sessão com uma chave de acesso',
    passkey_needs_webauthn:
      'Requer as chaves de acesso (WebAuthn) ativadas acima: os utilizadores criam-nas como segundo fator.',
    related_origins: 'Origens relacionadas',
    related_origins_hint:
      'Outros sites https seus onde os utilizadores podem criar e usar as mesmas chaves de acesso, como https://shop.example.com. Os navegadores leem-nas em /.well-known/webauthn; até 20.',
    needs_email_connector: 'Precisa de um conector de e-mail ativo (Conectores → E-mail e SMS).',
    needs_sms_connector: 'Precisa de um conector de SMS ativo (Conectores → E-mail e SMS).',
    policy_title: 'Política',
    policy_description: 'Quando as páginas de início de sessão pedem um segundo fator.',
    policy: 'Política de MFA',
    policies: {
      UserControlled: {
        title: 'Ao critério de cada utilizador',
        description: 'Quem registou um fator verifica-o ao iniciar sessão; ninguém é convidado a registar um.',
      },
      Mandatory: {
        title: 'Obrigatória',
        description:
          'Cada utilizador tem de registar um fator e verificá-lo sempre que inicia sessão. Não é possível ignorar.',
      },
      PromptOnlyAtSignIn: {
        title: 'Sugerir ao iniciar sessão',
        description: 'Aos utilizadores sem fator é proposto registar um ao iniciar sessão; podem ignorar.',
      },
      PromptAtSignInAndSignUp: {
        title: 'Sugerir ao iniciar sessão e no registo',
        description: 'A mesma proposta, também no registo.',
      },
      NoPrompt: {
        title: 'Nunca sugerir',
        description: 'Quem registou um fator verifica-o; a ninguém é proposto registar um.',
      },
    },
    remember_device_days: 'Memorizar este dispositivo (dias)',
    remember_device_hint:
      'Os utilizadores podem dispensar o segundo fator num dispositivo de confiança durante este número de dias. 0 oculta a opção.',
    organization_title: 'Organizações que exigem MFA',
    organization_description:
      'Quem inicia sessão numa organização com «Exigir MFA» ativado tem de registar um fator e verificá-lo, seja qual for a política acima; não pode ignorar.',
    errors: {
      mandatory_needs_factor:
        'Uma política obrigatória precisa de um fator ativado além dos códigos de cópia de segurança.',
      backup_needs_factor:
        'Os códigos de cópia de segurança requerem a aplicação de autenticação ou as chaves de acesso.',
    },
    lockout_title: 'Há utilizadores que podem ficar bloqueados',
    lockout_mandatory: 'Cada utilizador sem fator terá de registar um antes de voltar a iniciar sessão.',
    lockout_factor_off: 'Os utilizadores que registaram {{factors}} deixarão de o poder usar para iniciar sessão.',
    lockout_confirm: 'Guardar mesmo assim',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
