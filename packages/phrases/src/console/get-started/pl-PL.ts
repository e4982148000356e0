import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'Pierwsze kroki',
    welcome: 'Witamy w Gatehouse',
    subtitle:
      'Wszystko, czego użytkownicy potrzebują do logowania, w jednym miejscu. Oto, co jest potrzebne do połączenia pierwszej aplikacji.',
    endpoints_title: 'Punkty końcowe Gatehouse',
    endpoints_description:
      'Aplikacje logują użytkowników przez wystawcę, a usługi backendowe wywołują API zarządzania.',
    issuer: 'Wystawca (OpenID Connect)',
    discovery: 'Konfiguracja OpenID',
    management_api: 'Wskaźnik zasobu API zarządzania',
    tenant_id: 'Identyfikator dzierżawcy',
    explore_title: 'Dowiedz się więcej',
    api_reference_title: 'Dokumentacja API zarządzania',
    api_reference_description:
      'Dokument OpenAPI wszystkich punktów końcowych zarządzania — do wykorzystania w narzędziach i skryptach.',
    docs_title: 'Przeczytaj dokumentację',
    docs_description: 'Przewodniki dotyczące łączenia aplikacji, ochrony API i utrzymania Gatehouse.',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
