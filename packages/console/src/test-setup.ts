import en from '@gatehouse/phrases/console/en';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';

// Components render the English text, as in the browser.
await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});

// Testing Library unmounts after each test only when Vitest's globals are on; ours are not.
afterEach(cleanup);
