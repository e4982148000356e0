import type en from './en';

export default {
  audit_logs: {
    title: 'Dzienniki audytu',
    subtitle:
      'Każdy krok logowania i każde żądanie tokenu, dokładnie tak, jak przebiegły. Sekrety nigdy się tu nie pojawiają.',
    event: 'Zdarzenie',
    user: 'Użytkownik',
    application: 'Aplikacja',
    time: 'Czas',
    result: 'Wynik',
    success: 'Powodzenie',
    error: 'Niepowodzenie',
    all_events: 'Wszystkie zdarzenia',
    all_applications: 'Wszystkie aplikacje',
    filter_user: 'Filtruj według identyfikatora użytkownika',
    empty_title: 'Brak wpisów',
    empty_description: 'Wpisy pojawiają się tutaj, gdy użytkownicy się logują, a aplikacje żądają tokenów.',
    details_title: 'Wpis',
    back_to_list: 'Wróć do dzienników audytu',
    ip: 'Adres IP',
    user_agent: 'Agent użytkownika',
    error_detail: 'Błąd',
    log_id: 'Identyfikator wpisu',
    raw: 'Surowy wpis (JSON)',
  },
} satisfies typeof en;
