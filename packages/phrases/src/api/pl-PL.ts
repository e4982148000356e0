import type { ErrorCode } from '@gatehouse/schemas/errors';

const plPL: Record<ErrorCode, string> = {
  'request.internal_error': 'Wewnętrzny błąd serwera.',
  'request.invalid_json': 'Treść żądania nie jest prawidłowym dokumentem JSON.',
  'request.invalid_characters':
    'Żądanie zawiera tekst, którego nie można zapisać: znak NUL, niepełną parę surogatów lub błędne kodowanie procentowe.',
  'request.headers_too_large': 'Nagłówki żądania są zbyt duże.',
  'request.malformed': 'Żądanie nie jest prawidłowym żądaniem HTTP.',
  'request.payload_too_large': 'Treść żądania jest zbyt duża.',
  'request.unsupported_media_type': 'Treść żądania musi być w formacie JSON (Content-Type: application/json).',
  'route.not_found': 'Żadna trasa API nie pasuje do tej metody i ścieżki.',
  'guard.invalid_input': 'Żądanie jest nieprawidłowe.',
  'guard.invalid_pagination': 'Nieprawidłowa paginacja: page musi wynosić co najmniej 1, a page_size od 1 do 100.',
  'auth.unauthorized': 'Wymagane uwierzytelnienie: wyślij prawidłowy token dostępu typu bearer.',
  'auth.forbidden': 'Niewystarczające uprawnienia.',
  'tenant.not_found': 'Dzierżawa nie istnieje.',
  'tenant.built_in': 'Wbudowanych dzierżaw nie można zmienić w ten sposób.',
  'tenant.region_not_served': 'To wdrożenie nie obsługuje tego regionu.',
  'tenant.insufficient_scope': 'Twoja rola w tej dzierżawie na to nie pozwala.',
  'tenant_member.last_admin':
    'Ostatniego administratora dzierżawy nie można usunąć ani odebrać mu roli administratora.',
  'subscription.quota_exceeded': 'Przekroczono limit przydziału.',
  'tenant_member.not_found': 'Użytkownik nie jest członkiem tej dzierżawy.',
  'tenant_invitation.invitees_refused':
    'Nie wysłano żadnego zaproszenia: niektórych adresów e-mail nie można zaprosić.',
  'status.database_unavailable': 'Baza danych nie odpowiada.',
  'entity.unique_integrity_violation': 'Istnieje już encja o tej samej unikalnej wartości.',
  'application.not_found': 'Aplikacja nie istnieje.',
  'application.invalid_redirect_uri':
    'Jeden z identyfikatorów URI przekierowania jest nieprawidłowy dla tego typu aplikacji.',
  'application.secrets_not_supported': 'Ten typ aplikacji jest publiczny i nie ma sekretów.',
  'application.secret_not_found': 'Sekret aplikacji nie istnieje.',
  'application.secret_name_exists': 'Aplikacja ma już sekret o tej nazwie.',
  'application.roles_not_supported': 'Role można przypisywać tylko aplikacjom typu maszyna-maszyna.',
  'application.role_type_mismatch': 'Do aplikacji można przypisywać tylko role typu maszyna-maszyna.',
  'application.protected_application_not_supported': 'Nie można jeszcze tworzyć aplikacji tego typu.',
  'application.read_only': 'Ta aplikacja jest zarządzana przez Gatehouse i nie można jej zmienić ani usunąć.',
  'application.third_party_only': 'To ustawienie mają tylko aplikacje zewnętrzne.',
  'role.not_found': 'Rola nie istnieje.',
  'request.too_many_requests': 'Zbyt wiele żądań. Poczekaj chwilę i spróbuj ponownie.',
  'password_rejected.too_short': 'Hasło jest zbyt krótkie.',
  'password_rejected.too_long': 'Hasło jest zbyt długie.',
  'password_rejected.unsupported_characters': 'Hasło zawiera niedozwolone znaki.',
  'password_rejected.character_types':
    'Hasło musi zawierać więcej rodzajów znaków (małe litery, wielkie litery, cyfry, symbole).',
  'password_rejected.pwned': 'To hasło pojawiło się w wycieku danych. Wybierz inne.',
  'password_rejected.restricted.repetition': 'W haśle ten sam znak powtarza się zbyt często.',
  'password_rejected.restricted.sequence': 'Hasło zawiera łatwy do odgadnięcia ciąg, taki jak "abc" lub "123".',
  'password_rejected.restricted.words': 'Hasło zawiera niedozwolone słowo.',
  'password_rejected.restricted.user_info':
    'Hasło zawiera Twoje dane osobowe, takie jak imię i nazwisko lub adres e-mail.',
  'session.interaction_not_found': 'Sesja logowania nie została znaleziona lub wygasła. Zacznij od nowa w aplikacji.',
  'session.interaction_event_required': 'Najpierw rozpocznij logowanie, rejestrację lub resetowanie hasła.',
  'session.verification_not_found': 'Weryfikacja nie została znaleziona lub wygasła. Zweryfikuj ponownie.',
  'session.not_identified': 'Konto nie zostało jeszcze zidentyfikowane.',
  'session.invalid_credentials': 'Nieprawidłowe konto lub hasło.',
  'session.sso_required': 'Ten adres e-mail loguje się przez jednokrotne logowanie Twojej organizacji.',
  'session.too_many_attempts': 'Zbyt wiele nieudanych prób. Spróbuj ponownie później.',
  'session.sign_in_method_not_enabled': 'Ta metoda logowania nie jest włączona.',
  'session.sign_in_disabled': 'Logowanie nie jest tutaj dostępne; zamiast tego utwórz konto.',
  'session.registration_disabled': 'Tworzenie konta nie jest tutaj dostępne.',
  'session.missing_profile': 'Do zakończenia potrzebne są dodatkowe informacje.',
  'session.capability_not_available': 'Ten sposób logowania nie jest jeszcze dostępny.',
  'session.consent_required': 'Aby kontynuować, potrzebna jest Twoja zgoda.',
  'user.not_found': 'Użytkownik nie istnieje.',
  'user.suspended': 'To konto jest zawieszone.',
  'user.username_already_in_use': 'Ta nazwa użytkownika jest już używana.',
  'user.email_already_in_use': 'Ten adres e-mail jest już używany.',
  'user.phone_already_in_use': 'Ten numer telefonu jest już używany.',
  'user.invalid_username':
    'Nazwa użytkownika zaczyna się od litery lub podkreślenia i zawiera tylko litery, cyfry i podkreślenia.',
  'user.invalid_email': 'Adres e-mail jest nieprawidłowy.',
  'user.invalid_phone': 'Numer telefonu jest nieprawidłowy: użyj tylko cyfr, łącznie z numerem kierunkowym kraju.',
  'user.identity_not_found': 'Użytkownik nie ma powiązanej tożsamości dla tego konektora.',
  'user.invalid_password_digest': 'Skrót hasła nie odpowiada formatowi swojego algorytmu.',
  'sign_in_experience.invalid_configuration': 'Ustawienia procesu logowania są niespójne.',
  'sign_in_experience.mfa_factor_needs_connector':
    'Kody e-mail lub SMS jako drugi składnik wymagają włączonego łącznika e-mail lub SMS.',
  'log.not_found': 'Wpis dziennika nie istnieje.',
  'resource.not_found': 'Zasób API nie istnieje.',
  'resource.indicator_in_use': 'Inny zasób API używa już tego wskaźnika.',
  'resource.invalid_indicator':
    'Identyfikator API musi być bezwzględnym identyfikatorem URI bez fragmentu, takim jak https://api.example.com.',
  'resource.read_only': 'Ten zasób API jest zarządzany przez Gatehouse i nie można go zmienić ani usunąć.',
  'scope.not_found': 'Uprawnienie nie istnieje.',
  'scope.name_in_use': 'Ten zasób API ma już uprawnienie o tej nazwie.',
  'scope.invalid_name': 'Nazwa uprawnienia nie może być pusta ani zawierać spacji.',
  'role.name_in_use': 'Istnieje już inna rola o tej nazwie.',
  'role.type_mismatch':
    'Ta rola jest innego typu: role użytkowników przypisuje się użytkownikom, a role typu maszyna-maszyna aplikacjom typu maszyna-maszyna.',
  'role.read_only': 'Ta rola jest zarządzana przez Gatehouse i nie można jej zmienić ani usunąć.',
  'organization.not_found': 'Organizacja nie istnieje.',
  'organization.member_not_found': 'Użytkownik lub aplikacja nie jest członkiem tej organizacji.',
  'organization.require_membership':
    'Role organizacji można nadać tylko jej członkom: najpierw dodaj ich jako członków.',
  'organization.machine_to_machine_only': 'Do organizacji mogą dołączać tylko aplikacje typu maszyna-maszyna.',
  'organization_role.not_found': 'Rola organizacji nie istnieje.',
  'organization_role.name_in_use': 'Istnieje już inna rola organizacji o tej nazwie.',
  'organization_role.type_mismatch':
    'Ta rola organizacji jest innego typu: role użytkowników są dla członków, role maszyna-maszyna dla aplikacji.',
  'organization_scope.not_found': 'Uprawnienie organizacji nie istnieje.',
  'organization_scope.name_in_use': 'Istnieje już inne uprawnienie organizacji o tej nazwie.',
  'organization_jit.email_domain_not_found':
    'Tej domeny e-mail nie ma na liście udostępniania just-in-time organizacji.',
  'organization_invitation.not_found': 'Zaproszenie nie istnieje.',
  'organization_invitation.invitee_is_member': 'Ten adres e-mail należy już do członka organizacji.',
  'organization_invitation.pending_exists':
    'Dla tego adresu e-mail istnieje już oczekujące zaproszenie do organizacji.',
  'organization_invitation.invalid_expiry': 'Czas wygaśnięcia musi przypadać w przyszłości.',
  'organization_invitation.invalid_status':
    'Zaproszenie nie oczekuje już na odpowiedź: zostało przyjęte, odwołane lub wygasło.',
  'organization_invitation.email_mismatch': 'Zaproszenie wysłano na inny adres e-mail niż główny adres użytkownika.',
  'organization_invitation.no_email_connector':
    'Nie skonfigurowano łącznika e-mail, więc nie wysłano wiadomości: przekaż link do zaproszenia samodzielnie (znajduje się w danych tego błędu i w zaproszeniu).',
  'connector.not_found': 'Konektor nie istnieje.',
  'connector.factory_not_found': 'Żaden wbudowany konektor nie ma tego identyfikatora.',
  'connector.type_in_use':
    'Dzierżawca ma już konektor tego typu (najwyżej jeden e-mail i jeden SMS): najpierw go zmień lub usuń.',
  'connector.target_in_use': 'Konektor społecznościowy dla tego dostawcy tożsamości już istnieje.',
  'connector.general': 'Konektor zawiódł.',
  'connector.invalid_metadata': 'Metadane konektora są nieprawidłowe.',
  'connector.unexpected_type': 'Ten konektor nie jest typu, którego wymaga to żądanie.',
  'connector.invalid_config_guard': 'Formularz konfiguracji konektora nie zgadza się z jego schematem.',
  'connector.invalid_request_parameters': 'Żądanie do konektora ma nieprawidłowe parametry.',
  'connector.insufficient_request_parameters': 'W żądaniu do konektora brakuje parametrów.',
  'connector.invalid_config': 'Konfiguracja konektora jest nieprawidłowa.',
  'connector.invalid_certificate': 'Certyfikat jest nieprawidłowy.',
  'connector.invalid_response': 'Dostawca odrzucił żądanie; jego odpowiedź jest w danych tego błędu.',
  'connector.template_not_found': 'Nie ma szablonu dla tego typu wiadomości.',
  'connector.template_not_supported': 'Konektor nie obsługuje tego typu wiadomości.',
  'connector.rate_limit_exceeded': 'Dostawca odrzuca teraz żądania, bo wysłano ich za dużo; spróbuj później.',
  'connector.not_implemented': 'Konektor nie potrafi tego zrobić.',
  'connector.social_auth_code_invalid': 'Dostawca tożsamości odrzucił kod autoryzacji.',
  'connector.social_invalid_access_token': 'Dostawca tożsamości odrzucił token dostępu.',
  'connector.social_invalid_id_token':
    'Token ID od dostawcy tożsamości jest nieprawidłowy (podpis, wystawca, odbiorca, ważność lub nonce).',
  'connector.authorization_failed': 'Dostawca tożsamości nie autoryzował logowania.',
  'verification_code.not_found': 'Na ten adres nie wysłano kodu weryfikacyjnego albo zastąpił go nowszy.',
  'verification_code.expired': 'Kod weryfikacyjny wygasł; poproś o nowy.',
  'verification_code.code_mismatch': 'Kod weryfikacyjny jest błędny.',
  'verification_code.exceed_max_try': 'Zbyt wiele błędnych prób: ten kod już nie działa. Poproś o nowy.',
  'verification_code.too_soon': 'Kod został właśnie wysłany; poczekaj, zanim poprosisz o kolejny.',
  'verification_code.no_connector':
    'Żaden włączony konektor e-mail ani SMS nie może dostarczyć kodu: skonfiguruj go w sekcji Konektory.',
  'email_template.not_found': 'Szablon e-mail nie istnieje.',
  'custom_phrase.not_found': 'Dla tego języka nie ma własnych fraz.',
  'custom_phrase.invalid_language_tag': 'To nie jest żaden z obsługiwanych znaczników języka.',
  'custom_phrase.unknown_keys': 'Niektóre klucze nie są frazami stron logowania.',
  'custom_phrase.fallback_language_in_use':
    'Ten język jest językiem zapasowym logowania: przed usunięciem jego fraz wybierz inny język zapasowy.',
  'session.identifier_not_verified':
    'Ten adres e-mail lub numer telefonu trzeba potwierdzić kodem przed utworzeniem konta.',
  'session.invalid_connector_state':
    'Logowanie nie zaczęło się tutaj albo dostawca odesłał inny state: zacznij od nowa.',
  'one_time_token.not_found': 'Żaden token jednorazowy nie pasuje.',
  'one_time_token.expired': 'Ten link wygasł: poproś o nowy.',
  'one_time_token.consumed': 'Ten link został już użyty: każdy działa tylko raz.',
  'one_time_token.revoked': 'Ten link został unieważniony.',
  'one_time_token.not_active': 'Unieważnić można tylko aktywny token jednorazowy.',
  'one_time_token.no_email_connector':
    'Nie skonfigurowano konektora e-mail, więc nie można wysłać linku e-mailem: skonfiguruj go albo dostarcz link samodzielnie.',
  'guard.file_size': 'Plik przekracza limit przesyłania wynoszący 20 MB.',
  'guard.mime_type_not_allowed':
    'Nie można przesłać pliku tego typu. Dozwolone: JPEG, PNG, GIF, ICO, SVG, TIFF, WebP, BMP i ZIP.',
  'guard.file_type_mismatch': 'Zawartość pliku nie jest typu, który deklaruje.',
  'guard.file_missing': 'Nie wysłano pliku: wyślij go w polu multipart/form-data „file”.',
  'guard.too_many_files': 'Wyślij dokładnie jeden plik na przesłanie.',
  'request.multipart_required': 'Treść żądania musi być w formacie multipart/form-data.',
  'storage.not_configured': 'Przesyłanie plików nie jest skonfigurowane na tym serwerze.',
  'storage.unavailable': 'Magazyn plików nie odpowiada; spróbuj ponownie później.',
  'custom_ui.invalid_zip': 'Plik nie jest prawidłowym archiwum ZIP.',
  'custom_ui.missing_index': 'Archiwum nie zawiera pliku index.html w katalogu głównym.',
  'custom_ui.unsafe_path':
    'Wpis archiwum ma niebezpieczną ścieżkę (bezwzględną, „..”, dysk lub ukośnik odwrotny) albo jest dowiązaniem.',
  'custom_ui.too_large': 'Archiwum po rozpakowaniu przekracza 100 MB lub jeden z jego plików przekracza 20 MB.',
  'custom_ui.too_many_files': 'Archiwum zawiera ponad 1000 plików.',
  'custom_ui.unknown_asset': 'Nie przesłano własnego interfejsu o tym identyfikatorze.',
  'account_center.not_enabled': 'Centrum konta jest wyłączone dla tej dzierżawy: API konta jest niedostępne.',
  'account_center.field_not_enabled': 'To pole konta jest wyłączone w centrum konta.',
  'account_center.field_read_only': 'To pole konta jest tylko do odczytu w centrum konta.',
  'account_center.identity_not_verified':
    'Najpierw potwierdź swoją tożsamość: wyślij ID niedawnego rekordu weryfikacji w nagłówku logto-verification-id.',
  'account_center.last_identifier':
    'Konto zostałoby bez możliwości logowania: zachowaj nazwę użytkownika, e-mail, numer telefonu lub konto społecznościowe.',
  'verification_record.invalid':
    'Rekord weryfikacji jest nieznany, wygasł, został już użyty lub dotyczy innego adresu.',
  'jwt_customizer.not_found': 'Dla tego typu tokenu nie ma własnego skryptu JWT.',
  'jwt_customizer.script_invalid':
    'Skryptu nie można użyć: nie daje się sparsować, zawodzi przy wczytywaniu lub nie definiuje getCustomJwtClaims.',
  'jwt_customizer.script_failed':
    'Skrypt nie zwrócił oświadczeń: odmówił dostępu, zgłosił błąd lub przekroczył limit czasu albo pamięci.',
  'signing_key.not_found': 'Ten klucz nie istnieje.',
  'signing_key.current_key':
    'Bieżący klucz podpisuje nowe tokeny i nie można go usunąć: najpierw wykonaj rotację, a potem usuń poprzedni klucz.',
  'hook.not_found': 'Nie ma webhooka o tym identyfikatorze.',
  'hook_log.not_found': 'Tego żądania nie ma w dziennikach webhooka.',
  'hook.insecure_url': 'Adres URL webhooka musi używać https://.',
  'hook.private_address':
    'Adres URL webhooka wskazuje na adres prywatny, pętli zwrotnej lub lokalny dla łącza, do którego webhooki nie mogą wysyłać.',
  'user.totp_already_in_use': 'Użytkownik ma już aplikację uwierzytelniającą (TOTP); najpierw ją usuń.',
  'user.mfa_verification_derived':
    'Ten składnik wynika z adresu e-mail lub numeru telefonu użytkownika: usuń je, aby go usunąć.',
  'user.mfa_verification_not_found': 'Nie znaleziono składnika MFA.',
  'user.backup_code_needs_factor': 'Przed kodami zapasowymi skonfiguruj aplikację uwierzytelniającą (TOTP).',
  'session.mfa.invalid_code': 'Kod jest nieprawidłowy lub został już użyty.',
  'session.mfa.factor_not_enabled': 'Ten składnik weryfikacji nie jest włączony.',
  'session.mfa.no_identifier_for_factor':
    'To konto nie ma adresu e-mail ani numeru telefonu, na który można wysłać kod.',
  'session.mfa.identifier_already_bound': 'To konto ma już adres tego rodzaju: kody są wysyłane właśnie tam.',
  'session.mfa.require_mfa_verification': 'Aby kontynuować, potwierdź tożsamość drugim składnikiem.',
  'session.mfa.mfa_enrollment_required': 'Aby kontynuować, skonfiguruj drugi składnik.',
  'session.mfa.skip_not_allowed': 'Tego kroku nie można pominąć.',
  'session.mfa.pending_secret_not_found': 'Najpierw utwórz sekret uwierzytelniający.',
  'session.mfa.webauthn_verification_failed':
    'Nie udało się zweryfikować odpowiedzi klucza bezpieczeństwa lub klucza dostępu (inne wyzwanie, pochodzenie lub witryna). Spróbuj ponownie.',
  'session.mfa.webauthn_credential_not_found':
    'Ten klucz bezpieczeństwa lub klucz dostępu nie jest zarejestrowany dla tego konta.',
  'user.webauthn_credential_in_use': 'Ten klucz bezpieczeństwa lub klucz dostępu jest już zarejestrowany.',
  'captcha_provider.not_found': 'Nie skonfigurowano dostawcy CAPTCHA.',
  'session.captcha_required': 'Najpierw ukończ weryfikację CAPTCHA.',
  'session.captcha_failed': 'Weryfikacja CAPTCHA nie powiodła się; spróbuj ponownie.',
  'email_blocklist.email_not_allowed': 'Adresy e-mail w tej domenie są tu niedozwolone: użyj innego adresu.',
  'email_blocklist.subaddressing_not_allowed': 'Adresy ze znacznikiem „+” są tu niedozwolone: użyj adresu bez niego.',
  'sso_connector.not_found': 'Konektor SSO nie istnieje.',
  'sso_connector.provider_not_available': 'Ten dostawca SSO nie jest jeszcze dostępny w tej wersji.',
  'sso_connector.invalid_config': 'Konfiguracja konektora SSO jest nieprawidłowa dla jego dostawcy.',
  'sso_connector.not_configured':
    'Ten konektor SSO nie jest jeszcze skonfigurowany: nikt nie może się przez niego zalogować.',
  'sso_connector.discovery_failed':
    'Nie udało się odczytać dokumentu wykrywania OpenID Connect dostawcy tożsamości: sprawdź wystawcę.',
  'sso_connector.domain_in_use': 'Inny konektor SSO jest już właścicielem tej domeny e-mail.',
  'sso_connector.name_in_use': 'Inny konektor SSO ma już tę nazwę.',
  'sso_connector.identity_not_found': 'Użytkownik nie ma tożsamości w tym konektorze SSO.',
  'sso_connector.identity_linked_to_another_user': 'Ta tożsamość SSO jest już powiązana z innym użytkownikiem.',
  'sso_connector.email_required': 'Dostawca tożsamości nie przesłał adresu e-mail, którego wymaga firmowe SSO.',
  'sso_connector.saml_metadata_unreachable':
    'Adres URL metadanych SAML dostawcy tożsamości nie zwrócił metadanych: sprawdź adres URL.',
  'sso_connector.saml_invalid_metadata':
    'Ten XML nie jest metadanymi SAML dostawcy tożsamości (wymagany IDPSSODescriptor z punktem logowania i certyfikatem podpisu).',
  'sso_connector.saml_invalid_certificate': 'Certyfikat dostawcy tożsamości nie jest prawidłowym certyfikatem X.509.',
  'sso_connector.saml_invalid_response': 'Nie udało się odczytać odpowiedzi SAML.',
  'sso_connector.saml_invalid_signature': 'Asercja SAML nie jest podpisana przez dostawcę tożsamości.',
  'sso_connector.saml_assertion_expired': 'Asercja SAML wygasła lub nie jest jeszcze ważna.',
  'sso_connector.saml_assertion_replayed': 'Ta asercja SAML została już użyta.',
  'sso_connector.saml_audience_mismatch': 'Asercja SAML jest przeznaczona dla innego dostawcy usług.',
  'sso_connector.saml_recipient_mismatch': 'Odpowiedź SAML została wysłana na inny adres niż ten konektor.',
  'sso_connector.saml_unknown_request': 'Odpowiedź SAML nie odpowiada żadnemu rozpoczętemu tutaj żądaniu logowania.',
  'sso_connector.test_session_not_found':
    'Ten test połączenia nie istnieje, wygasł lub został już użyty. Rozpocznij nowy test.',
  'application.saml_use_saml_applications': 'Aplikacje SAML tworzy się przez POST /api/saml-applications.',
  'saml_application.not_found': 'Aplikacja SAML nie istnieje.',
  'saml_application.invalid_certificate': 'Certyfikat dostawcy usług nie jest prawidłowym certyfikatem X.509.',
  'saml_application.encryption_requirements':
    'Szyfrowanie asercji wymaga opcji „najpierw szyfruj, potem podpisz” i certyfikatu dostawcy usług.',
  'saml_application.secret_not_found': 'Certyfikat podpisu nie istnieje.',
  'saml_application.active_secret_undeletable':
    'Aktywnego certyfikatu podpisu nie można usunąć. Najpierw aktywuj inny.',
  'saml_application.active_secret_required':
    'Jeden certyfikat podpisu musi pozostać aktywny. Zamiast tego aktywuj inny.',
  'saml_application.no_active_secret': 'Aplikacja SAML nie ma aktywnego certyfikatu podpisu.',
  'saml_application.secret_expired': 'Ten certyfikat wygasł: nie można go aktywować. Utwórz nowy.',
  'saml_application.active_secret_expired':
    'Aktywny certyfikat podpisu aplikacji wygasł, więc żadne logowanie nie otrzymuje odpowiedzi. Administrator musi aktywować ważny certyfikat.',
  'saml_application.invalid_request': 'Żądanie SAML nie jest prawidłowym AuthnRequest.',
  'saml_application.issuer_mismatch':
    'Żądanie SAML pochodzi od innego dostawcy usług niż identyfikator jednostki tej aplikacji.',
  'saml_application.acs_url_mismatch':
    'Żądanie SAML prosi o inny adres URL Assertion Consumer Service niż skonfigurowany.',
  'saml_application.request_not_found':
    'To logowanie SAML nie zostało rozpoczęte tutaj, wygasło lub zostało już zakończone.',
  'saml_application.sign_in_failed': 'Logowanie do aplikacji SAML nie powiodło się.',
  'saml_application.email_required': 'Użytkownik nie ma adresu e-mail, którego ta aplikacja SAML używa jako NameID.',
  'saml_application.request_signing_requirements':
    'Aplikacja SAML wymagająca podpisanych żądań potrzebuje certyfikatu podpisu dostawcy usług.',
  'saml_application.request_signature_required':
    'Ta aplikacja SAML przyjmuje tylko podpisane żądania: żądanie nie ma podpisu.',
  'saml_application.invalid_request_signature':
    'Podpis żądania SAML jest niekompletny, używa nieobsługiwanego algorytmu lub nie pasuje do certyfikatu dostawcy usług.',
  'sso_connector.idp_initiated_config_not_found': 'Konektor SSO nie ma konfiguracji logowania inicjowanego przez IdP.',
  'sso_connector.idp_initiated_not_supported':
    'Logowanie inicjowane przez IdP jest dostępne tylko dla konektorów SAML.',
  'sso_connector.idp_initiated_app_not_eligible': 'Ta aplikacja nie może przyjmować logowań inicjowanych przez IdP.',
};

export default plPL;
