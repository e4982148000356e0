import type en from './en';

export default {
  audit_logs: {
    title: 'Registros de auditoría',
    subtitle:
      'Cada paso del inicio de sesión y cada solicitud de token, tal como ocurrieron. Los secretos nunca aparecen aquí.',
    event: 'Evento',
    user: 'Usuario',
    application: 'Aplicación',
    time: 'Fecha y hora',
    result: 'Resultado',
    success: 'Correcto',
    error: 'Fallido',
    all_events: 'Todos los eventos',
    all_applications: 'Todas las aplicaciones',
    filter_user: 'Filtrar por ID de usuario',
    empty_title: 'No hay registros',
    empty_description:
      'Los registros aparecen aquí a medida que los usuarios inician sesión y las aplicaciones solicitan tokens.',
    details_title: 'Registro',
    back_to_list: 'Volver a los registros de auditoría',
    ip: 'Dirección IP',
    user_agent: 'Agente de usuario',
    error_detail: 'Detalle del error',
    log_id: 'ID del registro',
    raw: 'Registro sin procesar (JSON)',
  },
} satisfies typeof en;
