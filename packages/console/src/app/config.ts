import { type ConsoleConfig, consoleConfigGuard, consoleConfigMetaName } from '@gatehouse/schemas/console-config';

/**
 * The installation's config, from the meta tag the server puts in the
 * console's document. Throws when it is missing or malformed: the console
 * cannot sign anyone in without it.
 */
export const readConsoleConfig = (doc: Document = document): ConsoleConfig => {
  const content = doc.querySelector(`meta[name="${consoleConfigMetaName}"]`)?.getAttribute('content');
  if (!content) throw new Error('The console was not served by Gatehouse: its configuration is missing.');
  return consoleConfigGuard.parse(JSON.parse(content));
};

export const isCloud = (config: ConsoleConfig) => config.edition === 'cloud';
