import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readConsoleConfig } from './app/config';
import { initI18n, initialLanguage } from './app/i18n';
import { AppError } from './components/AppError';
import './styles/tokens.css';
import './styles/global.css';

const root = createRoot(document.getElementById('app') as HTMLElement);
const i18n = await initI18n(initialLanguage());

// PKCE needs Web Crypto, which browsers give only to secure contexts (spec §8: crypto_subtle_unavailable).
if (!window.isSecureContext || !globalThis.crypto?.subtle) {
  root.render(<AppError title={i18n.t('errors.something_went_wrong')} message={i18n.t('errors.insecure_contexts')} />);
} else {
  try {
    root.render(<App config={readConsoleConfig()} />);
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    root.render(<AppError message={failure.message} details={failure.stack} />);
  }
}
