import type { Translated } from '../../plurals';
import type en from './en';

export default {
  account_center: {
    title: 'Central da conta',
    description:
      'Permita que usuários conectados vejam e alterem a própria conta pela API de conta (/api/my-account), campo a campo.',
    enable: 'Ativar a API de conta',
    enable_description:
      'Enquanto estiver desativada, toda solicitação à API de conta é recusada, seja o que for que os campos permitam.',
    disabled_notice:
      'A API de conta está desativada: as configurações dos campos abaixo valem assim que você ativá-la.',
    security_title: 'Identificadores e credenciais de login',
    security_description:
      'Alterar um deles exige uma prova de identidade recente: a senha atual ou um código enviado ao e-mail ou telefone atual.',
    profile_title: 'Dados do perfil',
    profile_description: 'Os usuários os alteram diretamente, sem verificação extra.',
    controls: {
      Off: 'Desativado',
      ReadOnly: 'Somente leitura',
      Edit: 'Editar',
    },
    fields: {
      name: 'Nome de exibição',
      avatar: 'Foto do perfil',
      profile: 'Perfil',
      customData: 'Dados personalizados',
      username: 'Nome de usuário',
      email: 'E-mail principal',
      phone: 'Telefone principal',
      password: 'Senha',
      social: 'Contas sociais',
      mfa: 'Autenticação multifator',
    },
    hints: {
      profile: 'Atributos padrão do perfil: nome, apelido, endereço e afins.',
      customData: 'JSON livre guardado no usuário; uma edição o substitui por inteiro.',
      username: 'Precisa continuar único no locatário.',
      email: 'Um novo endereço é confirmado com um código enviado a ele.',
      phone: 'Um novo número é confirmado com um código enviado a ele.',
      password: 'Uma nova senha precisa atender à política de senhas.',
      social: 'As contas sociais vinculadas podem ser vistas; a API de conta ainda não as altera.',
      mfa: 'A API de conta ainda não gerencia a autenticação multifator.',
    },
  },
} satisfies Translated<typeof en, 'pt-BR'>;
