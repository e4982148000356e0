import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: 'Własny JWT',
    subtitle:
      'Dodawaj oświadczenia do tokenów dostępu za pomocą skryptu uruchamianego w piaskownicy dla każdego tokenu.',
    user_token_title: 'Token dostępu użytkownika',
    user_token_description: 'Tokeny dostępu wydawane użytkownikom dla Twoich zasobów API.',
    m2m_token_title: 'Token dostępu maszyna–maszyna',
    m2m_token_description: 'Tokeny dostępu wydawane aplikacjom maszyna–maszyna (poświadczenia klienta).',
    configured: 'Własne oświadczenia są włączone.',
    not_configured: 'Brak własnych oświadczeń.',
    add: 'Dodaj własne oświadczenia',
    edit: 'Edytuj',
    delete_title: 'Usunąć skrypt własnych oświadczeń?',
    delete_message:
      'Tokeny tego typu nie będą już zawierać dodatkowych oświadczeń. Jego zmienne środowiskowe też zostaną usunięte.',
    deleted: 'Usunięto skrypt własnych oświadczeń.',
    editor_subtitle: 'Napisz getCustomJwtClaims, przetestuj na przykładach, a potem zapisz.',
    back: 'Wróć do Własny JWT',
    script: 'Skrypt',
    script_hint:
      'Działa dla każdego tokenu tego typu najwyżej 1 sekundę, bez dostępu do sieci i plików, chyba że serwer na to pozwala. Oświadczeń takich jak sub, aud, exp czy scope nie można nadpisać.',
    variables: 'Zmienne środowiskowe',
    variables_hint:
      'Sekrety, które skrypt odczytuje jako environmentVariables.NAZWA. Ich wartości są przechowywane w postaci zaszyfrowanej i nigdy więcej nie są pokazywane.',
    saved_variables: 'Zapisane zmienne',
    variable_name: 'Nazwa',
    variable_value: 'Wartość',
    add_variable: 'Dodaj zmienną',
    invalid_variables:
      'Nazwa zmiennej zaczyna się od litery lub podkreślenia i zawiera tylko litery, cyfry i podkreślenia.',
    samples: 'Testowanie',
    samples_hint: 'Przykładowy token i kontekst, które test przekazuje skryptowi, w formacie JSON.',
    token_sample: 'Przykładowy token',
    context_sample: 'Przykładowy kontekst',
    test: 'Uruchom test',
    test_result: 'Oświadczenia dodane do tokenu',
    error_access_denied: 'Odmowa dostępu:',
    error_general: 'Skrypt zawiódł:',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
