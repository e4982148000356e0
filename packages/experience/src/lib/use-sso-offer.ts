import type { SsoConnectorSummary } from '@gatehouse/schemas/sso-connectors';
import { useEffect, useState } from 'react';
import { useSettings } from './settings-context';
import { emailDomain, findSsoConnector } from './sso';

/** How long typing pauses before the domain is looked up: one request per domain typed, not per key. */
const pause = 400;

/**
 * The enterprise SSO connector owning the domain of the email typed into a sign-in form, where the
 * tenant enables single sign-on: the form then offers it. Each domain is asked about once.
 *
 * @example
 * const offer = useSsoOffer(watch('identifier'));
 * {offer ? <SsoOffer connector={offer} /> : null}
 */
export const useSsoOffer = (typed: string) => {
  const { singleSignOnEnabled } = useSettings();
  const domain = singleSignOnEnabled ? emailDomain(typed) : undefined;
  const [found, setFound] = useState<Record<string, SsoConnectorSummary | null>>({});

  useEffect(() => {
    if (!domain || domain in found) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      findSsoConnector(`x@${domain}`)
        .then((connector) => !cancelled && setFound((known) => ({ ...known, [domain]: connector ?? null })))
        // A failed lookup offers nothing: the form works as without single sign-on.
        .catch(() => undefined);
    }, pause);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [domain, found]);

  return (domain && found[domain]) || undefined;
};
