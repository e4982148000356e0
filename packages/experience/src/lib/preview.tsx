import type { UiLanguage } from '@gatehouse/schemas/languages';
import { uiLanguages } from '@gatehouse/schemas/languages';
import { StrictMode, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Register } from '../pages/Register';
import { SignIn } from '../pages/SignIn';
import { initI18n, pageTextIn, switchLanguage } from './i18n';
import { applyTheme, type Settings } from './settings';
import { SettingsContext } from './settings-context';

/**
 * The console's live preview (`/preview`, framed by the console only): the real pages, rendered
 * with the unsaved settings the console posts. It accepts messages only from its parent window at
 * an origin the server names in a meta tag, calls no API but the public page text (custom phrases
 * included), and cannot be used (the content is inert).
 */
export type PreviewMessage = {
  type: 'gatehouse:preview';
  settings: Settings;
  page: 'sign-in' | 'register';
  language: UiLanguage;
  mode: 'light' | 'dark';
};

const allowedOrigins = () =>
  (document.querySelector('meta[name="gatehouse-preview-origin"]')?.getAttribute('content') ?? '')
    .split(' ')
    .filter(Boolean);

const isPreviewMessage = (data: unknown): data is PreviewMessage => {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<PreviewMessage>;
  return (
    message.type === 'gatehouse:preview' &&
    typeof message.settings === 'object' &&
    message.settings !== null &&
    (message.page === 'sign-in' || message.page === 'register') &&
    (message.mode === 'light' || message.mode === 'dark') &&
    uiLanguages.includes(message.language as UiLanguage)
  );
};

/**
 * The console's messages, kept from the first on: the latest one, and who wants to hear of the
 * next. One listener for the page's whole life, so nothing sent while the page loads is lost.
 */
const inbox = {
  latest: undefined as PreviewMessage | undefined,
  listeners: new Set<(message: PreviewMessage) => void>(),
};

const Preview = () => {
  const [message, setMessage] = useState(inbox.latest as PreviewMessage);
  useEffect(() => {
    // In the order they came; a language is loaded before the page shows it.
    let queue = Promise.resolve();
    const show = (next: PreviewMessage) => {
      queue = queue.then(() =>
        switchLanguage(next.language)
          .catch(() => undefined)
          .then(() => setMessage(next)),
      );
    };
    inbox.listeners.add(show);
    // Anything that came between the first render and now.
    if (inbox.latest) show(inbox.latest);
    return () => {
      inbox.listeners.delete(show);
    };
  }, []);
  useEffect(() => applyTheme(message.settings, message.mode), [message]);

  return (
    <SettingsContext.Provider value={message.settings}>
      <div inert className="preview">
        <MemoryRouter key={message.page} initialEntries={[`/${message.page}`]}>
          <Routes>
            <Route path="/sign-in" element={<SignIn />} />
            <Route path="/register" element={<Register />} />
          </Routes>
        </MemoryRouter>
      </div>
    </SettingsContext.Provider>
  );
};

/** Waits for the console's first message, then renders and follows every later one. */
export const startPreview = (root: Root) => {
  const origins = allowedOrigins();
  let started = false;
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || !origins.includes(event.origin) || !isPreviewMessage(event.data)) return;
    inbox.latest = event.data;
    for (const listener of inbox.listeners) listener(event.data);
    if (started) return;
    started = true;
    const first = event.data;
    void pageTextIn(first.language)
      .then(initI18n)
      .then(() => {
        applyTheme(first.settings, first.mode);
        root.render(
          <StrictMode>
            <Preview />
          </StrictMode>,
        );
      });
  });
  for (const origin of origins) window.parent.postMessage({ type: 'gatehouse:preview-ready' }, origin);
};
