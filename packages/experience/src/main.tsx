import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setApiLanguage } from './lib/api';
import { initI18n, loadPageText } from './lib/i18n';
import { startPreview } from './lib/preview';
import { isPreview } from './lib/preview-mode';
import { loadRequestContext, RequestContext } from './lib/request-context';
import { applyTheme, loadSettings } from './lib/settings';
import { SettingsContext } from './lib/settings-context';
import './styles.css';

const root = createRoot(document.getElementById('app') as HTMLElement);

const start = async () => {
  const [settings, requestContext] = await Promise.all([loadSettings(), loadRequestContext()]);
  applyTheme(settings);
  const text = await loadPageText(
    settings,
    new URLSearchParams(window.location.search).get('ui_locales'),
    navigator.languages,
  );
  setApiLanguage(text.language);
  await initI18n(text);
  root.render(
    <StrictMode>
      <SettingsContext.Provider value={settings}>
        <RequestContext.Provider value={requestContext}>
          <App />
        </RequestContext.Provider>
      </SettingsContext.Provider>
    </StrictMode>,
  );
};

const run = isPreview() ? async () => startPreview(root) : start;

run().catch(() => {
  // Nothing else loaded: a plain message in the document's own words.
  root.render(<p role="alert">Gatehouse could not load this page. Reload to try again.</p>);
});
