import type en from './en';

export default {
  audit_logs: {
    title: 'Journaux d’audit',
    subtitle:
      'Chaque étape de connexion et chaque demande de jeton, telles qu’elles se sont produites. Les secrets n’apparaissent jamais ici.',
    event: 'Événement',
    user: 'Utilisateur',
    application: 'Application',
    time: 'Date et heure',
    result: 'Résultat',
    success: 'Réussite',
    error: 'Échec',
    all_events: 'Tous les événements',
    all_applications: 'Toutes les applications',
    filter_user: 'Filtrer par ID d’utilisateur',
    empty_title: 'Aucun enregistrement',
    empty_description:
      'Les enregistrements apparaissent ici lorsque les utilisateurs se connectent et que les applications demandent des jetons.',
    details_title: 'Enregistrement',
    back_to_list: 'Retour aux journaux d’audit',
    ip: 'Adresse IP',
    user_agent: 'Agent utilisateur',
    error_detail: 'Erreur',
    log_id: 'ID de l’enregistrement',
    raw: 'Enregistrement brut (JSON)',
  },
} satisfies typeof en;
