import type { Translated } from '../../plurals';
import type en from './en';

export default {
  enterprise_sso: {
    title: 'SSO aziendale',
    subtitle:
      "I dipendenti di un'azienda accedono tramite il proprio provider di identità: chi digita un indirizzo di uno dei suoi domini email viene indirizzato lì.",
    add: 'Aggiungi connettore aziendale',
    table_caption: 'Connettori SSO aziendali',
    name: 'Nome',
    provider: 'Fornitore',
    domains: 'Domini email',
    no_domains: 'Ancora nessuno',
    empty_title: 'Ancora nessun connettore aziendale',
    empty_description:
      "Collega il provider di identità di un'azienda che servi (Okta, Entra ID, Google Workspace o qualsiasi provider OpenID Connect).",
    pick_title: 'Scegli il provider di identità',
    pick_description: 'Il connettore fa accedere le persone tramite questo provider; le sue impostazioni vengono dopo.',
    coming_soon: 'Prossimamente',
    providers: {
      OIDC: { name: 'OpenID Connect', description: 'Qualsiasi provider di identità che parli OpenID Connect.' },
      SAML: { name: 'SAML', description: 'Qualsiasi provider di identità che parli SAML 2.0.' },
      AzureAD: { name: 'Microsoft Entra ID (SAML)', description: 'Entra ID, già Azure AD, tramite SAML 2.0.' },
      AzureAdOidc: {
        name: 'Microsoft Entra ID (OIDC)',
        description: 'Entra ID, già Azure AD, tramite OpenID Connect.',
      },
      GoogleWorkspace: { name: 'Google Workspace', description: "Gli account di un'organizzazione Google Workspace." },
      Okta: { name: 'Okta', description: "Gli account di un'organizzazione Okta, tramite OpenID Connect." },
    },
    create_title: 'Aggiungi un connettore {{provider}}',
    create_subtitle:
      'Prima dai un nome al connettore. La sua scheda Connessione mostra poi l’URI di reindirizzamento da registrare presso il provider di identità, accanto alle impostazioni da copiare da lì.',
    create: 'Crea connettore',
    created: '{{name}} è stato creato.',
    connector_name: 'Nome del connettore',
    connector_name_hint: 'Per te e il tuo team; chi accede vede il nome visualizzato della scheda Esperienza.',
    fields: {
      issuer: 'Emittente (issuer)',
      issuer_hint: "L'URL del provider di identità; da lì viene letto il suo documento di discovery.",
      clientId: 'ID client',
      clientSecret: 'Segreto client',
      scope: 'Ambiti (scopes)',
      scope_hint: 'Separati da spazi, con openid. Lasciato vuoto: openid profile email.',
    },
    not_configured: 'Non configurato',
    not_configured_notice:
      'Questo connettore non ha ancora impostazioni di connessione, quindi le pagine di accesso non lo propongono. Registra l’URI di reindirizzamento qui sotto presso il provider di identità, poi compila e salva le impostazioni che ti fornisce.',
    redirect_uri: 'URI di reindirizzamento',
    details_tabs: 'Sezioni del connettore SSO aziendale',
    tab_connection: 'Connessione',
    tab_experience: 'Esperienza',
    tab_idp_initiated: 'SSO avviato dall’IdP',
    connector_id: 'ID connettore',
    general_title: 'Connettore',
    general_description: 'Come si chiama il connettore in questa console.',
    connection_title: 'Connessione',
    connection_description: "Il provider di identità e l'applicazione registrata presso di esso.",
    branding_title: 'Pulsante di accesso',
    branding_description: 'Cosa mostrano le pagine di accesso per questo connettore.',
    display_name: 'Nome visualizzato',
    logo: 'URL del logo',
    dark_logo: 'URL del logo per la modalità scura',
    domains_title: 'Domini email',
    domains_description:
      'Gli indirizzi di questi domini accedono tramite questo connettore. Un dominio appartiene a un solo connettore del tenant.',
    free_domain_warning:
      "{{domain}} è un dominio email gratuito: chiunque abbia un indirizzo simile verrebbe indirizzato al provider di identità di quest'azienda.",
    domain_in_use: 'Un altro connettore aziendale possiede già {{domain}}.',
    sync_profile: 'Sincronizza il profilo a ogni accesso',
    sync_profile_description:
      'Nome, immagine ed email vengono aggiornati dal provider di identità ogni volta; altrimenti solo al primo accesso.',
    danger_title: 'Elimina il connettore',
    delete_description:
      'Chi accedeva tramite {{name}} non potrà più farlo; i suoi account restano. I suoi domini tornano liberi.',
    delete: 'Elimina connettore',
    remove_title: 'Eliminare {{name}}?',
    remove_message:
      'Vengono eliminati il connettore, i suoi domini e i collegamenti di utenti e organizzazioni a esso.',
    deleted: '{{name}} è stato eliminato.',
    saml: {
      create_subtitle:
        'Indica il provider di identità con i suoi metadati, oppure inserisci ID entità, URL di accesso e certificato. Cosa copiare nel provider viene mostrato dopo la creazione del connettore.',
      connection_description:
        'Il provider di identità SAML: uno dei tre modi per indicarlo, e gli attributi con email e nome.',
      mode: 'Come indicare il provider di identità',
      mode_url: 'URL dei metadati',
      mode_url_description: 'Il provider pubblica i suoi metadati a un URL; vengono letti ora.',
      mode_xml: 'XML dei metadati',
      mode_xml_description: 'Incolla il documento dei metadati o carica il file.',
      mode_manual: 'Inserimento manuale',
      mode_manual_description: 'ID entità, URL di accesso e certificato di firma.',
      metadata_url: 'URL dei metadati',
      metadata_url_hint: 'Un URL https che risponde con i metadati SAML del provider di identità.',
      metadata: 'XML dei metadati',
      metadata_hint: 'I metadati SAML 2.0 del provider (un EntityDescriptor con un IDPSSODescriptor).',
      upload: 'Carica un file di metadati',
      file_too_large: 'Il file supera 200 KB; non è un documento di metadati.',
      entity_id: 'ID entità del provider di identità',
      entity_id_hint: "L'emittente indicato nelle sue asserzioni.",
      sign_in_endpoint: 'URL di accesso',
      sign_in_endpoint_hint: 'Il suo servizio di single sign-on (binding HTTP-Redirect).',
      certificate: 'Certificato di firma',
      certificate_hint: 'Il certificato X.509 con cui firma le asserzioni, in PEM o base64.',
      email_attribute: 'Attributo email',
      email_attribute_hint: "L'attributo SAML con l'email. Vuoto: i nomi usuali (email, mail, l'URI dei claims).",
      name_attribute: 'Attributo nome',
      name_attribute_hint: "L'attributo SAML con il nome visualizzato. Vuoto: i nomi usuali.",
      sp_title: 'Fornitore di servizi (Gatehouse)',
      sp_description:
        'Copia questi valori nel provider di identità, oppure forniscigli i metadati tramite URL o come file.',
      sp_entity_id: 'ID entità (audience)',
      sp_acs_url: "URL dell'Assertion Consumer Service",
      sp_metadata_url: 'URL dei metadati',
      sp_download: "Scarica l'XML dei metadati",
      sp_certificate: 'Certificato di cifratura (facoltativo)',
      rotate: 'Ruota la chiave di cifratura',
      rotate_title: 'Ruotare la chiave di cifratura?',
      rotate_description:
        'Vengono creati una nuova coppia di chiavi e un certificato, e i metadati mostrano subito il nuovo certificato: consegnalo al provider di identità. Le asserzioni cifrate con il certificato attuale si decifrano ancora per 7 giorni.',
      rotated: 'Chiave di cifratura ruotata',
      previous_key_until: 'Le asserzioni cifrate con il certificato precedente si decifrano fino al {{date}}.',
    },
    test: {
      title: 'Verifica connessione',
      description:
        'Accedi tramite il provider di identità in un popup per verificare la connessione e vedere i claim inviati. Non viene creato alcun utente né sessione.',
      start: 'Verifica connessione',
      not_configured: 'Completa le impostazioni della connessione per verificarle.',
      waiting: 'In attesa dell’accesso nel popup…',
      popup_blocked: 'Il popup è stato bloccato.',
      open_link: 'Apri l’accesso',
      expired: 'Il test è scaduto o è già stato usato. Avviane uno nuovo.',
      succeeded: 'La connessione funziona',
      failed: 'Il test di connessione non è riuscito',
      code: 'Codice di errore: {{code}}',
      profile: 'Profilo che un accesso userebbe',
      claims: 'Claim ricevuti',
      attributes: 'Attributi ricevuti',
    },
    idp_initiated: {
      title: 'Accesso avviato dall’IdP',
      description:
        'Consente di partire dal portale app del provider di identità: il provider invia un accesso che Gatehouse non ha richiesto e la persona arriva nell’applicazione scelta qui.',
      enabled: 'Accetta accessi avviati dall’IdP',
      enabled_description: 'Se disattivato, una risposta non richiesta da Gatehouse viene rifiutata.',
      application: 'Applicazione predefinita',
      choose_app: 'Scegli un’applicazione',
      app_not_eligible:
        'Questa applicazione non può ricevere accessi avviati dall’IdP: scegli un’app web tradizionale con questo URI di reindirizzamento o disattiva «Avvia l’autorizzazione».',
      redirect_uri: 'URI di reindirizzamento',
      choose_redirect_uri: 'Scegli un URI di reindirizzamento',
      auto_send: 'Avvia l’autorizzazione',
      auto_send_description:
        'Gatehouse manda la persona direttamente in un’autorizzazione dell’applicazione, che riceve un codice normale (solo app web tradizionali). Se disattivato, la persona torna all’URI di reindirizzamento e l’applicazione avvia il proprio accesso.',
      scope: 'Ambiti',
      extra_params: 'Parametri di autorizzazione aggiuntivi',
      extra_params_hint:
        'Un nome=valore per riga, nomi in minuscolo; i parametri propri del flusso non si possono sostituire.',
      no_app_title: 'Nessuna applicazione di destinazione',
      no_app_description:
        'L’accesso avviato dall’IdP richiede una delle tue applicazioni con un URI di reindirizzamento.',
      create_app: 'Crea un’applicazione',
    },
    guide: {
      title: 'Guida alla configurazione',
      description: 'Cosa fare in {{provider}}: registrarvi Gatehouse e poi incollare qui i suoi valori.',
      values_after_create: 'I valori da copiare compaiono qui una volta creato il connettore.',
      OIDC: {
        app: 'Nel tuo provider di identità, crea un’applicazione web OpenID Connect (flusso authorization code).',
        redirect: 'Registra in essa questo URI di reindirizzamento:',
        paste: 'Copia l’URL dell’issuer, l’ID client e il segreto client nelle impostazioni di connessione.',
        test: 'Salva, poi esegui un test di connessione.',
      },
      SAML: {
        app: 'Nel tuo provider di identità, crea un’applicazione SAML 2.0.',
        sp: 'Indica questi valori del service provider, oppure solo l’URL dei metadati:',
        attributes: 'Invia l’indirizzo email nell’asserzione (anche il nome, se lo desideri).',
        paste:
          'Incolla l’URL o l’XML dei metadati nelle impostazioni di connessione, salva, poi esegui un test di connessione.',
      },
      AzureAD: {
        app: 'Nell’interfaccia di amministrazione di Microsoft Entra, apri Applicazioni aziendali › Nuova applicazione › Crea un’applicazione personalizzata.',
        sp: 'In Single Sign-On scegli SAML e imposta Identificatore (ID entità) e URL di risposta (URL ACS):',
        assign: 'Assegna gli utenti o i gruppi che possono accedere.',
        paste:
          'Copia l’URL dei metadati di federazione dell’app nelle impostazioni di connessione, salva, poi esegui un test di connessione.',
      },
      AzureAdOidc: {
        app: 'Nell’interfaccia di amministrazione di Microsoft Entra, apri Registrazioni app › Nuova registrazione.',
        redirect: 'Aggiungi una piattaforma Web con questo URI di reindirizzamento:',
        secret: 'In Certificati e segreti, crea un segreto client.',
        paste:
          'Copia l’ID applicazione (client), il segreto e l’issuer https://login.microsoftonline.com/<ID tenant>/v2.0 nelle impostazioni di connessione, salva, poi esegui un test di connessione.',
      },
      GoogleWorkspace: {
        consent:
          'Nella console Google Cloud della tua organizzazione, imposta la schermata di consenso OAuth su Interno.',
        redirect: 'Crea un ID client OAuth di tipo Applicazione web con questo URI di reindirizzamento autorizzato:',
        paste:
          'Copia l’ID client e il segreto client nelle impostazioni di connessione, salva, poi esegui un test di connessione.',
      },
      Okta: {
        app: 'Nella console di amministrazione di Okta, apri Applications › Create App Integration › OIDC › Web Application.',
        redirect: 'Aggiungi questo URI di reindirizzamento di accesso:',
        assign: 'Assegna le persone o i gruppi che possono accedere.',
        paste:
          'Copia il tuo dominio Okta (come issuer), l’ID client e il segreto client nelle impostazioni di connessione, salva, poi esegui un test di connessione.',
      },
    },
  },
} satisfies Translated<typeof en, 'it'>;
