/** Where the visitor was going when sign-in started (spec §2: kept in session storage). */
const key = 'gatehouse.console.return-to';

export const rememberReturnPath = (path: string) => window.sessionStorage.setItem(key, path);

/** The remembered path (once), or '/'. Only console-relative paths are honoured. */
export const takeReturnPath = () => {
  const path = window.sessionStorage.getItem(key);
  window.sessionStorage.removeItem(key);
  return path?.startsWith('/') && !path.startsWith('//') ? path : '/';
};
