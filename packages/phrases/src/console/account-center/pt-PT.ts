import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: 'Centro de conta',
    description:
      'Permita que os utilizadores com sessão iniciada vejam e alterem a própria conta através da API de conta (/api/my-account), campo a campo.',
    enable: 'Ativar a API de conta',
    enable_description:
      'Enquanto estiver desativada, todos os pedidos à API de conta são recusados, seja o que for que os campos permitam.',
    disabled_notice: 'A API de conta está desativada: as definições dos campos abaixo aplicam-se assim que a ativar.',
    security_title: 'Identificadores e credenciais de início de sessão',
    security_description:
      'Alterar um deles exige uma prova de identidade recente: a palavra-passe atual ou um código enviado para o e-mail ou telefone atual.',
    profile_title: 'Dados do perfil',
    profile_description: 'Os utilizadores alteram-nos diretamente, sem verificação adicional.',
    controls: {
      Off: 'Desativado',
      ReadOnly: 'Só de leitura',
      Edit: 'Editar',
    },
    fields: {
      name: 'Nome a apresentar',
      avatar: 'Fotografia de perfil',
      profile: 'Perfil',
      customData: 'Dados personalizados',
      username: 'Nome de utilizador',
      email: 'E-mail principal',
      phone: 'Telefone principal',
      password: 'Palavra-passe',
      social: 'Contas sociais',
      mfa: 'Autenticação multifator',
    },
    hints: {
      profile: 'Atributos padrão do perfil: nome próprio, alcunha, morada e semelhantes.',
      customData: 'JSON livre guardado no utilizador; uma edição substitui-o por inteiro.',
      username: 'Tem de continuar único no inquilino.',
      email: 'Um novo endereço é confirmado com um código enviado para ele.',
      phone: 'Um novo número é confirmado com um código enviado para ele.',
      password: 'Uma nova palavra-passe tem de cumprir a política de palavras-passe.',
      social: 'As contas sociais associadas podem ser vistas; a API de conta ainda não as altera.',
      mfa: 'A API de conta ainda não gere a autenticação multifator.',
    },
  },
} satisfies Translated<typeof en, 'pt-PT'>;
