import type { Translated } from '../plurals';
import type { ExperiencePhrases } from './en';

const ptPT: Translated<ExperiencePhrases, 'pt-PT'> = {
  page_title: {
    sign_in: 'Iniciar sessão',
    register: 'Crie a sua conta',
    forgot_password: 'Reponha a sua palavra-passe',
    consent: 'Autorizar o acesso',
    continue: 'Conclua o seu perfil',
    unknown_session: 'Sessão de autenticação não encontrada',
    error: 'Ocorreu um erro',
    not_available: 'Ainda não disponível',
    invitation: 'Junte-se a {{organization}}',
    invitation_loading: 'Convite para uma organização',
    invitation_accepted: 'Boas-vindas a {{organization}}',
    invitation_closed: 'Convite indisponível',
  },
  description: {
    sign_in: 'Olá de novo! Inicie sessão para continuar.',
    sign_in_to_app: 'Inicie sessão para continuar para {{app}}.',
    register_for_app: 'Crie uma conta para continuar para {{app}}.',
    organization: 'Organização: {{organization}}',
    register: 'Crie uma conta para continuar.',
    continue: 'Só falta um passo: indique-nos o que ainda falta na sua conta.',
    no_account: 'Ainda não tem conta?',
    have_account: 'Já tem uma conta?',
    unknown_session:
      'Esta página de início de sessão foi aberta sem uma sessão ativa, ou a sessão expirou. Volte à aplicação e comece de novo.',
    reset_password_not_available:
      'Ainda não é possível repor a palavra-passe por e-mail ou SMS. Contacte o seu administrador para obter ajuda.',
    capability_not_available:
      'Esta forma de iniciar sessão ainda não está disponível. Utilize antes a sua palavra-passe.',
    consent: '{{app}} pretende aceder à sua conta.',
    consent_permissions: 'Permissões pedidas:',
    consent_terms: 'Ao autorizar, concorda com os {{links}} de {{app}}.',
    page_not_found: 'Esta página não existe.',
    agree_automatic: 'Ao continuar, aceita os {{links}}.',
    agree_manual: 'Aceito os {{links}}.',
    terms_and_privacy: '{{terms}} e a {{privacy}}',
    terms_of_use: 'Termos de utilização',
    privacy_policy: 'Política de privacidade',
    password_requirements: 'Requisitos da palavra-passe:',
    signed_in_as: 'Sessão iniciada como {{identifier}}',
    invitation_enter_password:
      'Este convite foi enviado para {{email}}. Para o aceitar, introduza a palavra-passe da sua conta.',
    invitation_choose_password:
      'Este convite foi enviado para {{email}}. Para o aceitar, escolha uma palavra-passe para a sua conta.',
    invitation_accepted: 'Já faz parte de {{organization}}. Inicie sessão na aplicação com {{email}}.',
    invitation_not_found: 'Este convite não existe. Verifique a ligação ou peça um novo convite.',
    invitation_expired: 'Este convite para {{organization}} expirou. Peça um novo.',
    invitation_revoked: 'Este convite para {{organization}} foi revogado.',
    invitation_accepted_before: 'Este convite para {{organization}} já foi aceite.',
    invitation_no_registration:
      'Este convite foi enviado para {{email}}, que não tem conta aqui, e não é possível criar contas novas aqui. Fale com quem enviou o convite.',
  },
  input: {
    username: 'Nome de utilizador',
    email: 'E-mail',
    phone: 'Número de telefone',
    password: 'Palavra-passe',
    new_password: 'Nova palavra-passe',
    confirm_password: 'Confirmar palavra-passe',
    separator: ' ou ',
  },
  action: {
    sign_in: 'Iniciar sessão',
    register: 'Criar conta',
    continue: 'Continuar',
    authorize: 'Autorizar',
    cancel: 'Cancelar',
    back: 'Voltar',
    back_to_sign_in: 'Voltar ao início de sessão',
    back_to_app: 'Voltar a {{app}}',
    forgot_password: 'Esqueceu-se da palavra-passe?',
    show_password: 'Mostrar palavra-passe',
    hide_password: 'Ocultar palavra-passe',
    change: 'Alterar',
    try_again: 'Tentar novamente',
    accept_invitation: 'Aceitar convite',
    switch_account: 'Não é você? Utilizar outra conta',
  },
  error: {
    required: 'O campo {{field}} é obrigatório.',
    invalid_email: 'Introduza um endereço de e-mail válido.',
    invalid_phone: 'Introduza um número de telefone válido com o indicativo do país.',
    invalid_username:
      'Um nome de utilizador começa por uma letra ou um sublinhado e contém apenas letras, algarismos e sublinhados.',
    invalid_identifier: 'Introduza um valor válido no campo {{field}}.',
    passwords_do_not_match: 'As palavras-passe não coincidem.',
    agree_terms_required: 'Aceite os termos de utilização e a política de privacidade para continuar.',
    network: 'Não foi possível contactar o Gatehouse. Verifique a sua ligação e tente novamente.',
    unknown: 'Ocorreu um erro. Tente novamente.',
  },
  password_rule: {
    min_length_one: 'Pelo menos {{count}} caractere',
    min_length_many: 'Pelo menos {{count}} de caracteres',
    min_length_other: 'Pelo menos {{count}} caracteres',
    max_length_one: 'No máximo {{count}} caractere',
    max_length_many: 'No máximo {{count}} de caracteres',
    max_length_other: 'No máximo {{count}} caracteres',
    character_types_one:
      'Pelo menos {{count}} destes tipos: letras minúsculas, letras maiúsculas, algarismos, símbolos',
    character_types_many:
      'Pelo menos {{count}} destes tipos: letras minúsculas, letras maiúsculas, algarismos, símbolos',
    character_types_other:
      'Pelo menos {{count}} destes tipos: letras minúsculas, letras maiúsculas, algarismos, símbolos',
    no_repetition: 'Sem repetições longas do mesmo carácter nem sequências fáceis',
    no_personal_info: 'Nenhum dos seus dados pessoais',
    not_breached: 'Ausente de fugas de dados conhecidas',
  },
  scope: {
    openid: 'Iniciar sessão por si',
    profile: 'O seu nome, nome de utilizador e fotografia',
    email: 'O seu endereço de e-mail',
    phone: 'O seu número de telefone',
    offline_access: 'Manter a sua sessão iniciada',
    custom_data: 'Os seus dados personalizados',
    identities: 'As suas contas associadas',
    roles: 'As suas funções',
    api: '{{scope}} em {{resource}}',
  },
  sign_out: {
    title: 'Terminar sessão',
    question: 'Pretende terminar sessão em {{host}}?',
    confirm: 'Sim, terminar sessão',
    cancel: 'Não, manter a sessão iniciada',
    signing_out: 'A terminar a sua sessão…',
  },
  oidc_error: {
    title: 'Não foi possível continuar a autenticação',
    invalid_redirect_uri:
      'A aplicação enviou-o para aqui com um endereço de retorno que não registou. Contacte o responsável pela aplicação.',
    invalid_client:
      'A aplicação que o enviou para aqui não é conhecida. Verifique a ligação ou contacte o responsável pela aplicação.',
    session_expired: 'A sua sessão de autenticação expirou ou não foi encontrada. Volte à aplicação e comece de novo.',
    unknown: 'Não foi possível concluir o pedido de autenticação. Volte à aplicação e tente novamente.',
    code: 'Código de erro: {{code}}',
  },
  a11y: {
    loading: 'A carregar…',
    logo: 'Logótipo de {{name}}',
    rule_met: 'cumprido',
    rule_failed: 'não cumprido',
    rule_unchecked: 'ainda não verificado',
  },
};

export default ptPT;
