import type en from './en';

export default {
  audit_logs: {
    title: 'Registos de auditoria',
    subtitle:
      'Cada passo de início de sessão e cada pedido de token, tal como aconteceram. Os segredos nunca aparecem aqui.',
    event: 'Evento',
    user: 'Utilizador',
    application: 'Aplicação',
    time: 'Hora',
    result: 'Resultado',
    success: 'Êxito',
    error: 'Falhou',
    all_events: 'Todos os eventos',
    all_applications: 'Todas as aplicações',
    filter_user: 'Filtrar por ID do utilizador',
    empty_title: 'Sem registos',
    empty_description:
      'Os registos aparecem aqui à medida que os utilizadores iniciam sessão e as aplicações pedem tokens.',
    details_title: 'Registo',
    back_to_list: 'Voltar aos registos de auditoria',
    ip: 'Endereço IP',
    user_agent: 'Agente de utilizador',
    error_detail: 'Erro',
    log_id: 'ID do registo',
    raw: 'Registo em bruto (JSON)',
  },
} satisfies typeof en;
