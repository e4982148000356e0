import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: 'JWT personalizado',
    subtitle: 'Adicione claims aos tokens de acesso com um script executado em um ambiente isolado para cada token.',
    user_token_title: 'Token de acesso de usuário',
    user_token_description: 'Tokens de acesso emitidos a usuários para seus recursos de API.',
    m2m_token_title: 'Token de acesso máquina a máquina',
    m2m_token_description: 'Tokens de acesso emitidos a aplicativos máquina a máquina (credenciais do cliente).',
    configured: 'Os claims personalizados estão ativos.',
    not_configured: 'Ainda não há claims personalizados.',
    add: 'Adicionar claims personalizados',
    edit: 'Editar',
    delete_title: 'Excluir o script de claims personalizados?',
    delete_message:
      'Os tokens deste tipo deixarão de conter os claims adicionais. As variáveis de ambiente também serão excluídas.',
    deleted: 'Script de claims personalizados excluído.',
    editor_subtitle: 'Escreva getCustomJwtClaims, teste com os exemplos e depois salve.',
    back: 'Voltar para JWT personalizado',
    script: 'Código do script',
    script_hint:
      'Executa para cada token deste tipo por no máximo 1 segundo, sem acesso à rede ou a arquivos, a menos que o servidor permita. Claims como sub, aud, exp ou scope não podem ser sobrescritos.',
    variables: 'Variáveis de ambiente',
    variables_hint:
      'Segredos que o script lê como environmentVariables.NOME. Os valores são armazenados criptografados e nunca mais exibidos.',
    saved_variables: 'Variáveis salvas',
    variable_name: 'Nome',
    variable_value: 'Valor',
    add_variable: 'Adicionar uma variável',
    invalid_variables:
      'O nome de uma variável começa com uma letra ou sublinhado e contém apenas letras, dígitos e sublinhados.',
    samples: 'Teste',
    samples_hint: 'O token e o contexto de exemplo que o teste passa ao script, em JSON.',
    token_sample: 'Token de exemplo',
    context_sample: 'Contexto de exemplo',
    test: 'Executar teste',
    test_result: 'Claims adicionados ao token',
    error_access_denied: 'Acesso negado:',
    error_general: 'O script falhou:',
  },
} satisfies Translated<typeof en, 'pt-BR'>;
