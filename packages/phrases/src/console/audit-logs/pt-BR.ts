import type en from './en';

export default {
  audit_logs: {
    title: 'Logs de auditoria',
    subtitle:
      'Cada etapa de login e cada solicitação de token, exatamente como aconteceram. Segredos nunca aparecem aqui.',
    event: 'Evento',
    user: 'Usuário',
    application: 'Aplicativo',
    time: 'Data e hora',
    result: 'Resultado',
    success: 'Sucesso',
    error: 'Falha',
    all_events: 'Todos os eventos',
    all_applications: 'Todos os aplicativos',
    filter_user: 'Filtrar por ID do usuário',
    empty_title: 'Nenhum registro',
    empty_description: 'Os registros aparecem aqui conforme os usuários fazem login e os aplicativos solicitam tokens.',
    details_title: 'Registro',
    back_to_list: 'Voltar para os logs de auditoria',
    ip: 'Endereço IP',
    user_agent: 'Agente do usuário',
    error_detail: 'Erro',
    log_id: 'ID do registro',
    raw: 'Registro bruto (JSON)',
  },
} satisfies typeof en;
