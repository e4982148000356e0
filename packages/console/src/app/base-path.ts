import { consoleBasePath } from '@gatehouse/schemas/console-config';

/** The console's base path; routes are relative to it (spec §2). */
export const consoleBase = consoleBasePath;

/** The current location relative to the console base, with query and hash. */
export const currentConsolePath = (location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location) => {
  const path = location.pathname.startsWith(consoleBase)
    ? location.pathname.slice(consoleBase.length) || '/'
    : location.pathname;
  return `${path}${location.search}${location.hash}`;
};
