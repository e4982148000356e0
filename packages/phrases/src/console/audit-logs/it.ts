import type en from './en';

export default {
  audit_logs: {
    title: 'Log di audit',
    subtitle:
      'Ogni passaggio di accesso e ogni richiesta di token, così come sono avvenuti. I segreti non compaiono mai qui.',
    event: 'Evento',
    user: 'Utente',
    application: 'Applicazione',
    time: 'Data e ora',
    result: 'Risultato',
    success: 'Riuscito',
    error: 'Non riuscito',
    all_events: 'Tutti gli eventi',
    all_applications: 'Tutte le applicazioni',
    filter_user: 'Filtra per ID utente',
    empty_title: 'Nessun record',
    empty_description: 'I record compaiono qui man mano che gli utenti accedono e le app richiedono token.',
    details_title: 'Dettagli del record',
    back_to_list: 'Torna ai log di audit',
    ip: 'Indirizzo IP',
    user_agent: 'User agent',
    error_detail: 'Errore',
    log_id: 'ID del record',
    raw: 'Record non elaborato (JSON)',
  },
} satisfies typeof en;
