import type { Translated } from '../../plurals';
import type en from './en';

export default {
  api_resources: {
    title: 'Zasoby API',
    subtitle: 'Interfejsy API wywoływane przez aplikacje oraz chroniące je uprawnienia.',
    create: 'Utwórz zasób API',
    create_title: 'Tworzenie zasobu API',
    create_description: 'Zarejestruj API, aby aplikacje mogły żądać dla niego tokenów dostępu.',
    created: 'Utworzono zasób API „{{name}}”.',
    search: 'Szukaj według nazwy lub identyfikatora',
    empty_title: 'Brak zasobów API',
    empty_description: 'Utwórz zasób dla każdego API, które chcesz chronić tokenami dostępu.',
    name: 'Nazwa API',
    name_placeholder: 'Moje API zamówień',
    indicator: 'Identyfikator API',
    indicator_hint:
      'Bezwzględny identyfikator URI określający API, zwykle jego bazowy adres URL. Aplikacje wysyłają go jako parametr resource; staje się on odbiorcą (audience) ich tokenów i nie można go później zmienić.',
    invalid_indicator: 'Wpisz bezwzględny identyfikator URI bez fragmentu, taki jak https://api.example.com.',
    default_tag: 'Domyślny',
    managed_tag: 'Zarządzany przez Gatehouse',
    back_to_list: 'Wróć do zasobów API',
    tabs: 'Sekcje zasobu API',
    permissions: 'Uprawnienia',
    general: 'Ogólne',
    read_only_note: 'To API jest zarządzane przez Gatehouse: możesz je przeglądać, ale nie możesz go zmieniać.',
    search_permissions: 'Szukaj uprawnień',
    create_permission: 'Utwórz uprawnienie',
    edit_permission: 'Edytuj uprawnienie',
    permission_name: 'Nazwa uprawnienia',
    permission_name_hint: 'Zakres (scope), o który proszą aplikacje, np. read:orders. Bez spacji.',
    invalid_permission_name: 'Nazwa uprawnienia nie może zawierać spacji, cudzysłowów ani ukośników odwrotnych.',
    permission_description: 'Opis',
    permission_description_placeholder: 'Na co pozwala to uprawnienie',
    permissions_empty_title: 'Brak uprawnień',
    permissions_empty_description: 'Uprawnienia są nadawane przez role i przenoszone w tokenach dostępu.',
    permission_created: 'Utworzono uprawnienie „{{name}}”.',
    permission_updated: 'Zaktualizowano uprawnienie „{{name}}”.',
    permission_deleted: 'Usunięto uprawnienie „{{name}}”.',
    delete_permission_title: 'Usunąć to uprawnienie?',
    delete_permission_message:
      'Role, które mają uprawnienie {{name}}, utracą je, a tokeny wydawane od teraz nie będą go już zawierać. Tej operacji nie można cofnąć.',
    settings_title: 'Ustawienia',
    settings_description: 'Jego nazwa i czas ważności tokenów dostępu do niego.',
    ttl: 'Czas ważności tokenu dostępu (w sekundach)',
    ttl_hint: 'Jak długo token dostępu do tego API pozostaje ważny. Domyślnie: 3600 (jedna godzina).',
    default_title: 'Domyślne API',
    default_label: 'Użyj jako domyślnego API',
    default_description:
      'Tokeny żądane bez parametru resource są wydawane dla domyślnego API. Tylko jedno API może być domyślne.',
    danger_title: 'Usuń zasób API',
    delete_description:
      'Usunięcie API odbiera jego uprawnienia wszystkim rolom. Aplikacje nie będą już mogły uzyskiwać dla niego tokenów.',
    delete: 'Usuń zasób API',
    delete_title: 'Usunąć ten zasób API?',
    delete_message:
      'Zasób {{name}} i wszystkie jego uprawnienia zostaną usunięte, a role je utracą. Tej operacji nie można cofnąć.',
    deleted: 'Usunięto zasób API „{{name}}”.',
    guides: 'Weryfikacja tokenów dostępu tego API w',
    guide_title: 'Weryfikacja tokenów dostępu w {{stack}}',
    guide_subtitle:
      'Sprawdzaj każde żądanie do swojego API: podpis, wystawcę, odbiorcę (audience), termin ważności, a na końcu uprawnienia.',
    guide_install: 'Zainstaluj biblioteki',
    guide_validate: 'Sprawdzaj token przy każdym żądaniu',
    guide_validate_description:
      'Poniższe wartości dotyczą tego API i tego dzierżawcy. Przykładowa trasa wymaga uprawnienia {{scope}}.',
    guide_try: 'Wypróbuj',
    guide_try_description:
      'Uzyskaj token dostępu do tego API (w przypadku aplikacji typu maszyna-maszyna: client_credentials z parametrem resource ustawionym na identyfikator API), a następnie wywołaj przykładową trasę z nagłówkiem Authorization: Bearer, po którym następuje token.',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
