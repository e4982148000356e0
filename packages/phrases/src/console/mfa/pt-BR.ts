import type { Translated } from '../../plurals';
import type en from './en';

export default {
  mfa: {
    title: 'Autenticação multifator',
    subtitle:
      'Uma segunda etapa após o primeiro método de login: quais fatores os usuários podem cadastrar e quando as páginas de login pedem um.',
    factors_title: 'Fatores',
    factors_description: 'Os segundos fatores que os usuários podem cadastrar e verificar no login.',
    factors: {
      Totp: {
        title: 'App autenticador (TOTP)',
        description:
          'Um código de seis dígitos de um app como Google Authenticator ou 1Password, novo a cada 30 segundos.',
      },
      WebAuthn: {
        title: 'Chaves de acesso (WebAuthn)',
        description: 'Digital, rosto, bloqueio de tela ou chave de segurança.',
      },
      BackupCode: {
        title: 'Códigos de backup',
        description: 'Dez códigos de uso único para entrar sem o outro fator. Exige outro fator ativado.',
      },
      EmailVerificationCode: {
        title: 'Código por e-mail',
        description: 'Um código enviado ao e-mail principal do usuário. Usuários sem e-mail não podem usá-lo.',
      },
      PhoneVerificationCode: {
        title: 'Código por SMS',
        description:
          'Um código enviado por SMS ao telefone principal do usuário. Usuários sem telefone não podem usá-lo.',
      },
    },
    passkey_title: 'Login com chave de acesso',
    passkey_description:
      'Usuários que criaram uma chave de acesso podem entrar só com ela: sem nome de usuário nem senha.',
    passkey_sign_in: 'Entrar com uma chave de acesso',
    passkey_needs_webauthn:
      'Requer chaves de acesso (WebAuthn) ativadas acima: os usuários as criam como segundo fator.',
    related_origins: 'Origens relacionadas',
    related_origins_hint:
      'Outros sites https seus onde os usuários podem criar e usar as mesmas chaves de acesso, como https://shop.example.com. Os navegadores as leem em /.well-known/webauthn; até 20.',
    needs_email_connector: 'Precisa de um conector de e-mail ativado (Conectores → E-mail e SMS).',
    needs_sms_connector: 'Precisa de um conector de SMS ativado (Conectores → E-mail e SMS).',
    policy_title: 'Política',
    policy_description: 'Quando as páginas de login pedem um segundo fator.',
    policy: 'Política de MFA',
    policies: {
      UserControlled: {
        title: 'A critério de cada usuário',
        description: 'Quem cadastrou um fator o verifica no login; ninguém é solicitado a cadastrar um.',
      },
      Mandatory: {
        title: 'Obrigatória',
        description: 'Todo usuário deve cadastrar um fator e verificá-lo em todo login. Não é possível pular.',
      },
      PromptOnlyAtSignIn: {
        title: 'Sugerir no login',
        description: 'Usuários sem fator recebem a oferta de cadastrar um no login e podem pular.',
      },
      PromptAtSignInAndSignUp: {
        title: 'Sugerir no login e no cadastro',
        description: 'A mesma oferta, também no cadastro.',
      },
      NoPrompt: {
        title: 'Nunca sugerir',
        description: 'Quem cadastrou um fator o verifica; ninguém recebe a oferta de cadastrar um.',
      },
    },
    remember_device_days: 'Lembrar este dispositivo (dias)',
    remember_device_hint:
      'Os usuários podem pular o segundo fator em um dispositivo confiável por essa quantidade de dias. 0 oculta a opção.',
    organization_title: 'Organizações que exigem MFA',
    organization_description:
      'Quem entra em uma organização com “Exigir MFA” ativado deve cadastrar um fator e verificá-lo, qualquer que seja a política acima; não é possível pular.',
    errors: {
      mandatory_needs_factor: 'Uma política obrigatória precisa de um fator ativado além dos códigos de backup.',
      backup_needs_factor: 'Os códigos de backup exigem o app autenticador ou as chaves de acesso.',
    },
    lockout_title: 'Usuários podem ficar bloqueados',
    lockout_mandatory: 'Todo usuário sem fator terá de cadastrar um antes de entrar novamente.',
    lockout_factor_off: 'Os usuários que cadastraram {{factors}} não poderão mais usá-lo para entrar.',
    lockout_confirm: 'Salvar mesmo assim',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
