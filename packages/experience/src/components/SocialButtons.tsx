import type { InteractionEvent } from '@gatehouse/schemas/logs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings-context';
import { connectorName, type SocialConnector, startSocial } from '../lib/social';
import { useFlow } from '../lib/use-flow';
import { FormError } from './FormError';

/** The connector's logo, its dark variant where the tenant enables dark mode; decoration beside its name. */
const ConnectorLogo = ({ connector }: { connector: SocialConnector }) => {
  const { color } = useSettings();
  return (
    <picture className="social-logo">
      {connector.logoDark && color.isDarkModeEnabled ? (
        <source srcSet={connector.logoDark} media="(prefers-color-scheme: dark)" />
      ) : null}
      <img src={connector.logo} alt="" />
    </picture>
  );
};

/**
 * "Continue with …" for each social connector of the tenant, in its order, after an "or" that
 * parts them from the form; nothing when the tenant has none. A button starts the interaction
 * (`event`) at the provider, once `agreed` (the page's terms check, which shows its own error and
 * focuses the checkbox) says the person agreed to the terms where the tenant asks for a tick.
 */
export const SocialButtons = ({ event, agreed }: { event: InteractionEvent; agreed?: () => Promise<boolean> }) => {
  const { t, i18n } = useTranslation();
  const { socialConnectors } = useSettings();
  const { busy, error, run } = useFlow();
  const [pending, setPending] = useState<string>();
  if (socialConnectors.length === 0) return null;

  const go = async (connector: SocialConnector) => {
    if (agreed && !(await agreed())) return;
    setPending(connector.id);
    void run(async () => {
      const to = await startSocial(connector.id, event);
      return { kind: 'redirect', to };
    }).finally(() => setPending(undefined));
  };

  return (
    <div className="social">
      <p className="divider">
        <span>{t('social.or')}</span>
      </p>
      <FormError message={error} />
      <ul className="social-buttons">
        {socialConnectors.map((connector) => (
          <li key={connector.id}>
            <button
              type="button"
              className="social-button"
              disabled={busy}
              aria-busy={pending === connector.id}
              onClick={() => void go(connector)}
            >
              <ConnectorLogo connector={connector} />
              <span>{t('social.continue_with', { provider: connectorName(connector, i18n.language) })}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};
