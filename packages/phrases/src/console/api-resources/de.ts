import type { Translated } from '../../plurals';
import type en from './en';

export default {
  api_resources: {
    title: 'API-Ressourcen',
    subtitle: 'Die APIs, die Ihre Anwendungen aufrufen, und die Berechtigungen, die sie schützen.',
    create: 'API-Ressource erstellen',
    create_title: 'Neue API-Ressource erstellen',
    create_description: 'Registrieren Sie eine API, damit Apps Zugriffstokens dafür anfordern können.',
    created: 'API-Ressource „{{name}}“ erstellt.',
    search: 'Nach Name oder Bezeichner suchen',
    empty_title: 'Noch keine API-Ressourcen',
    empty_description: 'Erstellen Sie eine für jede API, die Sie mit Zugriffstokens schützen möchten.',
    name: 'API-Name',
    name_placeholder: 'Meine Bestell-API',
    indicator: 'API-Bezeichner',
    indicator_hint:
      'Eine absolute URI, die Ihre API benennt, meist ihre Basis-URL. Apps senden sie im Parameter resource; sie wird zur Zielgruppe (Audience) ihrer Tokens und kann später nicht mehr geändert werden.',
    invalid_indicator: 'Geben Sie eine absolute URI ohne Fragment ein, etwa https://api.example.com.',
    default_tag: 'Standard',
    managed_tag: 'Von Gatehouse verwaltet',
    back_to_list: 'Zurück zu den API-Ressourcen',
    tabs: 'Bereiche der API-Ressource',
    permissions: 'Berechtigungen',
    general: 'Allgemein',
    read_only_note: 'Diese API wird von Gatehouse verwaltet: Sie können sie ansehen, aber nicht ändern.',
    search_permissions: 'Berechtigungen durchsuchen',
    create_permission: 'Berechtigung erstellen',
    edit_permission: 'Berechtigung bearbeiten',
    permission_name: 'Berechtigungsname',
    permission_name_hint: 'Der Scope, den Apps anfordern, etwa read:orders. Keine Leerzeichen.',
    invalid_permission_name:
      'Ein Berechtigungsname darf keine Leerzeichen, Anführungszeichen oder umgekehrten Schrägstriche enthalten.',
    permission_description: 'Beschreibung',
    permission_description_placeholder: 'Was diese Berechtigung erlaubt',
    permissions_empty_title: 'Noch keine Berechtigungen',
    permissions_empty_description: 'Berechtigungen werden von Rollen gewährt und von Zugriffstokens mitgeführt.',
    permission_created: 'Berechtigung „{{name}}“ erstellt.',
    permission_updated: 'Berechtigung „{{name}}“ aktualisiert.',
    permission_deleted: 'Berechtigung „{{name}}“ gelöscht.',
    delete_permission_title: 'Diese Berechtigung löschen?',
    delete_permission_message:
      'Rollen mit {{name}} verlieren diese Berechtigung, und ab jetzt ausgestellte Tokens enthalten sie nicht mehr. Dies kann nicht rückgängig gemacht werden.',
    settings_title: 'Einstellungen',
    settings_description: 'Ihr Name und wie lange die Zugriffstoken für sie gelten.',
    ttl: 'Lebensdauer des Zugriffstokens (Sekunden)',
    ttl_hint: 'Wie lange ein Zugriffstoken für diese API gültig bleibt. Standard: 3600 (eine Stunde).',
    default_title: 'Standard-API',
    default_label: 'Als Standard-API verwenden',
    default_description:
      'Tokens, die ohne den Parameter resource angefordert werden, werden für die Standard-API ausgestellt. Nur eine API kann die Standard-API sein.',
    danger_title: 'API-Ressource löschen',
    delete_description:
      'Beim Löschen der API werden ihre Berechtigungen aus allen Rollen entfernt. Apps können dann keine Tokens mehr dafür erhalten.',
    delete: 'API-Ressource löschen',
    delete_title: 'Diese API-Ressource löschen?',
    delete_message:
      '{{name}} und alle zugehörigen Berechtigungen werden gelöscht, und Rollen verlieren sie. Dies kann nicht rückgängig gemacht werden.',
    deleted: 'API-Ressource „{{name}}“ gelöscht.',
    guides: 'Zugriffstokens dieser API validieren in',
    guide_title: 'Zugriffstokens in {{stack}} validieren',
    guide_subtitle:
      'Prüfen Sie jede Anfrage an Ihre API: Signatur, Aussteller, Zielgruppe (Audience), Ablauf und zuletzt die Berechtigungen.',
    guide_install: 'Bibliotheken installieren',
    guide_validate: 'Token bei jeder Anfrage prüfen',
    guide_validate_description:
      'Die folgenden Werte gehören zu dieser API und diesem Mandanten. Die Beispielroute erfordert die Berechtigung {{scope}}.',
    guide_try: 'Ausprobieren',
    guide_try_description:
      'Fordern Sie ein Zugriffstoken für diese API an (für eine Maschine-zu-Maschine-Anwendung: client_credentials mit dem Parameter resource, gesetzt auf den API-Bezeichner), und rufen Sie dann die Beispielroute mit dem Header Authorization: Bearer, gefolgt vom Token, auf.',
  },
} satisfies Translated<typeof en, 'de'>;
