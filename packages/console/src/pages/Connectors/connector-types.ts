import type { ConnectorTypeName, ConnectorView } from '@gatehouse/schemas/connectors';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The area's tabs (`connectors/{tab}`): email and SMS, then social sign-in. */
export const connectorTabs = ['passwordless', 'social'] as const;
export type ConnectorTab = (typeof connectorTabs)[number];

export const isConnectorTab = (value: string | undefined): value is ConnectorTab =>
  (connectorTabs as readonly string[]).includes(value ?? '');

/** The tab a type of connector is listed on. */
export const tabOf = (type: ConnectorTypeName): ConnectorTab => (type === 'social' ? 'social' : 'passwordless');

/** The types a tab creates (`{tab}/create/{createType}`). */
export const createTypesOf = (tab: ConnectorTab): readonly ConnectorTypeName[] =>
  tab === 'social' ? ['social'] : ['email', 'sms'];

/** The phrase naming a type of connector ('Email connector'). */
export const typeTitleKey = {
  email: 'connectors.email_title',
  sms: 'connectors.sms_title',
  social: 'connectors.social_title',
} as const satisfies Record<ConnectorTypeName, string>;

/**
 * A text the API gives per language (a factory's name, a field's label): the admin's language, else
 * its base language (`pt` for `pt-BR`), else English, else any.
 */
export const localizedText = (text: Readonly<Record<string, string>> | undefined, language: string) => {
  if (!text) return '';
  return text[language] ?? text[language.split('-')[0] ?? ''] ?? text.en ?? Object.values(text)[0] ?? '';
};

/** `localizedText` in the console's current language. */
export const useLocalized = () => {
  const { i18n } = useTranslation();
  const { language } = i18n;
  return useCallback((text: Readonly<Record<string, string>> | undefined) => localizedText(text, language), [language]);
};

/** The details page of a connector. */
export const connectorPath = (connector: Pick<ConnectorView, 'id' | 'type'>) =>
  `/connectors/${tabOf(connector.type)}/${encodeURIComponent(connector.id)}`;
