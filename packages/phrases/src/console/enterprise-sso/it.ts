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
    redirect_title: 'URI di reindirizzamento',
    redirect_description:
      "Registra questo URI presso il provider di identità come l'indirizzo a cui rimanda le persone.",
    redirect_uri: 'URI di reindirizzamento',
    details_tabs: 'Sezioni del connettore SSO aziendale',
    tab_connection: 'Connessione',
    tab_experience: 'Esperienza',
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
  },
} satisfies Translated<typeof en, 'it'>;
