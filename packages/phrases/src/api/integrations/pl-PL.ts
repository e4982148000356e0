import type { IntegrationErrorCode } from './codes';

const plPL: Record<IntegrationErrorCode, string> = {
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
