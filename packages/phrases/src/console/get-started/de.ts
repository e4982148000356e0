import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'Erste Schritte',
    welcome: 'Willkommen bei Gatehouse',
    subtitle:
      'Alles, womit sich Ihre Benutzer anmelden, an einem Ort. Hier finden Sie, was Sie brauchen, um Ihre erste App zu verbinden.',
    endpoints_title: 'Ihre Gatehouse-Endpunkte',
    endpoints_description: 'Apps melden Benutzer beim Aussteller an; Ihre Backends rufen die Management-API auf.',
    issuer: 'Aussteller (OpenID Connect)',
    discovery: 'OpenID-Konfiguration',
    management_api: 'Ressourcenindikator der Management-API',
    tenant_id: 'Mandanten-ID',
    explore_title: 'Entdecken',
    api_reference_title: 'Referenz der Management-API',
    api_reference_description: 'Das OpenAPI-Dokument aller Management-Endpunkte, für Ihre Tools und Skripte.',
    docs_title: 'Dokumentation lesen',
    docs_description: 'Anleitungen zum Verbinden von Apps, zum Schutz von APIs und zum Betrieb von Gatehouse.',
  },
} satisfies Translated<typeof en, 'de'>;
