/** Whether this page is the console's live preview (`/preview`), which calls no API but the page text. */
export const isPreview = () => /\/preview\/?$/.test(window.location.pathname);
