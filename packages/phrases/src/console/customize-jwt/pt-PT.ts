import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: 'JWT personalizado',
    subtitle: 'Adicione claims aos tokens de acesso com um script executado num ambiente isolado para cada token.',
    user_token_title: 'Token de acesso de utilizador',
    user_token_description: 'Tokens de acesso emitidos a utilizadores para os seus recursos de API.',
    m2m_token_title: 'Token de acesso máquina a máquina',
    m2m_token_description: 'Tokens de acesso emitidos a aplicações máquina a máquina (credenciais de cliente).',
    configured: 'Os claims personalizados estão ativos.',
    not_configured: 'Ainda não existem claims personalizados.',
    add: 'Adicionar claims personalizados',
    edit: 'Editar',
    delete_title: 'Eliminar o script de claims personalizados?',
    delete_message:
      'Os tokens deste tipo deixarão de conter os claims adicionais. As variáveis de ambiente também são eliminadas.',
    deleted: 'Script de claims personalizados eliminado.',
    editor_subtitle: 'Escreva getCustomJwtClaims, teste-o com os exemplos e depois guarde.',
    back: 'Voltar a JWT personalizado',
    script: 'Código do script',
    script_hint:
      'É executado para cada token deste tipo durante 1 segundo no máximo, sem acesso à rede nem a ficheiros, salvo se o servidor o permitir. Claims como sub, aud, exp ou scope não podem ser substituídos.',
    variables: 'Variáveis de ambiente',
    variables_hint:
      'Segredos que o script lê como environmentVariables.NOME. Os valores são guardados cifrados e nunca mais são mostrados.',
    saved_variables: 'Variáveis guardadas',
    variable_name: 'Nome',
    variable_value: 'Valor',
    add_variable: 'Adicionar uma variável',
    invalid_variables:
      'O nome de uma variável começa por uma letra ou um sublinhado e contém apenas letras, dígitos e sublinhados.',
    samples: 'Teste',
    samples_hint: 'O token e o contexto de exemplo que o teste passa ao script, em JSON.',
    token_sample: 'Token de exemplo',
    context_sample: 'Contexto de exemplo',
    test: 'Executar teste',
    test_result: 'Claims adicionados ao token',
    error_access_denied: 'Acesso negado:',
    error_general: 'O script falhou:',
  },
} satisfies Translated<typeof en, 'pt-PT'>;
