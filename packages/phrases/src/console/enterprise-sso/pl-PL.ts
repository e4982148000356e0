import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'SSO dla przedsiębiorstw',
    subtitle:
      'Pracownicy firmy logują się przez własnego dostawcę tożsamości: wpisanie adresu w jednej z jej domen e-mail prowadzi właśnie tam.',
    add: 'Dodaj konektor firmowy',
    table_caption: 'Konektory SSO dla firm',
    name: 'Nazwa',
    provider: 'Dostawca',
    domains: 'Domeny e-mail',
    no_domains: 'Jeszcze brak',
    empty_title: 'Nie ma jeszcze żadnego konektora firmowego',
    empty_description:
      'Połącz dostawcę tożsamości firmy, którą obsługujesz (Okta, Entra ID, Google Workspace lub dowolny dostawca OpenID Connect).',
    pick_title: 'Wybierz dostawcę tożsamości',
    pick_description: 'Konektor loguje osoby przez tego dostawcę; jego ustawienia są w następnym kroku.',
    coming_soon: 'Wkrótce',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'Dowolny dostawca tożsamości obsługujący OpenID Connect.' },
      SAML: { name: 'SAML', description: 'Dowolny dostawca tożsamości obsługujący SAML 2.0.' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID, dawniej Azure AD, przez SAML 2.0.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID, dawniej Azure AD, przez OpenID Connect.',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: 'Konta organizacji Google Workspace.' },
      Okta: { name: 'Okta', description: 'Konta organizacji Okta, przez OpenID Connect.' },
    },
    create_title: 'Dodaj konektor {{provider}}',
    create_subtitle:
      'Najpierw nazwij konektor. Jego karta Połączenie pokaże potem identyfikator URI przekierowania do zarejestrowania u dostawcy tożsamości, obok ustawień do skopiowania stamtąd.',
    create: 'Utwórz konektor',
    created: 'Utworzono {{name}}.',
    connector_name: 'Nazwa konektora',
    connector_name_hint: 'Dla Ciebie i Twojego zespołu; logujący się widzą nazwę wyświetlaną z karty Wygląd.',
    fields: {
      issuer: 'Wystawca (issuer)',
      issuer_hint: 'Adres URL dostawcy tożsamości; stąd odczytywany jest jego dokument wykrywania.',
      clientId: 'Identyfikator klienta',
      clientSecret: 'Sekret klienta',
      scope: 'Zakresy (scopes)',
      scope_hint: 'Oddzielone spacjami, z openid. Puste: openid profile email.',
    },
    not_configured: 'Nieskonfigurowany',
    not_configured_notice:
      'Ten konektor nie ma jeszcze ustawień połączenia, więc strony logowania go nie oferują. Zarejestruj poniższy identyfikator URI przekierowania u dostawcy tożsamości, a następnie wpisz i zapisz otrzymane od niego ustawienia.',
    redirect_title: 'URI przekierowania',
    redirect_description: 'Zarejestruj ten URI u dostawcy tożsamości jako adres, na który odsyła on użytkowników.',
    redirect_uri: 'URI przekierowania',
    details_tabs: 'Sekcje konektora SSO dla firm',
    tab_connection: 'Połączenie',
    tab_experience: 'Wygląd',
    connector_id: 'Identyfikator konektora',
    general_title: 'Konektor',
    general_description: 'Jak konektor nazywa się w tej konsoli.',
    connection_title: 'Połączenie',
    connection_description: 'Dostawca tożsamości i zarejestrowana u niego aplikacja.',
    branding_title: 'Przycisk logowania',
    branding_description: 'Co strony logowania pokazują dla tego konektora.',
    display_name: 'Nazwa wyświetlana',
    logo: 'URL logo',
    dark_logo: 'URL logo w trybie ciemnym',
    domains_title: 'Domeny e-mail',
    domains_description:
      'Adresy w tych domenach logują się przez ten konektor. Domena należy do jednego konektora dzierżawy.',
    free_domain_warning:
      '{{domain}} to darmowa domena e-mail: każdy z takim adresem trafiałby do dostawcy tożsamości tej firmy.',
    domain_in_use: 'Domena {{domain}} należy już do innego konektora firmowego.',
    sync_profile: 'Synchronizuj profil przy każdym logowaniu',
    sync_profile_description:
      'Imię, zdjęcie i e-mail są za każdym razem aktualizowane od dostawcy tożsamości; w przeciwnym razie tylko przy pierwszym logowaniu.',
    danger_title: 'Usuń konektor',
    delete_description:
      'Osoby logujące się przez {{name}} nie będą mogły już tego robić; ich konta pozostaną. Jego domeny zostaną zwolnione.',
    delete: 'Usuń konektor',
    remove_title: 'Usunąć {{name}}?',
    remove_message: 'Usunięte zostaną konektor, jego domeny oraz powiązania użytkowników i organizacji z nim.',
    deleted: 'Usunięto {{name}}.',
  },
} satisfies Translated<typeof en, 'pl-PL'>;
