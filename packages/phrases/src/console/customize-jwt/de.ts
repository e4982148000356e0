import type { Translated } from '../../plurals';
import type en from './en';

export default {
  customize_jwt: {
    title: 'Eigenes JWT',
    subtitle: 'Fügen Sie Zugriffstoken Claims hinzu – mit einem Skript, das für jedes Token in einer Sandbox läuft.',
    user_token_title: 'Benutzer-Zugriffstoken',
    user_token_description: 'Zugriffstoken, die Benutzern für Ihre API-Ressourcen ausgestellt werden.',
    m2m_token_title: 'Maschine-zu-Maschine-Zugriffstoken',
    m2m_token_description: 'Zugriffstoken für Maschine-zu-Maschine-Anwendungen (Client Credentials).',
    configured: 'Eigene Claims sind aktiv.',
    not_configured: 'Noch keine eigenen Claims.',
    add: 'Eigene Claims hinzufügen',
    edit: 'Bearbeiten',
    delete_title: 'Das Claims-Skript löschen?',
    delete_message:
      'Token dieses Typs enthalten die zusätzlichen Claims nicht mehr. Seine Umgebungsvariablen werden ebenfalls gelöscht.',
    deleted: 'Claims-Skript gelöscht.',
    editor_subtitle: 'Schreiben Sie getCustomJwtClaims, testen Sie es mit den Beispielen und speichern Sie dann.',
    back: 'Zurück zu Eigenes JWT',
    script: 'Skript',
    script_hint:
      'Läuft für jedes Token dieses Typs höchstens 1 Sekunde, ohne Netzwerk- oder Dateizugriff, sofern der Server ihn nicht erlaubt. Claims wie sub, aud, exp oder scope lassen sich nicht überschreiben.',
    variables: 'Umgebungsvariablen',
    variables_hint:
      'Geheimnisse, die das Skript als environmentVariables.NAME liest. Ihre Werte werden verschlüsselt gespeichert und nie wieder angezeigt.',
    saved_variables: 'Gespeicherte Variablen',
    variable_name: 'Variablenname',
    variable_value: 'Wert',
    add_variable: 'Variable hinzufügen',
    invalid_variables:
      'Ein Variablenname beginnt mit einem Buchstaben oder Unterstrich und enthält nur Buchstaben, Ziffern und Unterstriche.',
    samples: 'Testlauf',
    samples_hint: 'Das Beispiel-Token und der Kontext, die der Testlauf dem Skript übergibt, als JSON.',
    token_sample: 'Beispiel-Token',
    context_sample: 'Beispiel-Kontext',
    test: 'Test ausführen',
    test_result: 'Dem Token hinzugefügte Claims',
    error_access_denied: 'Zugriff verweigert:',
    error_general: 'Das Skript ist fehlgeschlagen:',
  },
} satisfies Translated<typeof en, 'de'>;
