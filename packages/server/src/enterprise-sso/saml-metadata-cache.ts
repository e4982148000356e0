import type { SsoSamlConfig } from '@gatehouse/schemas/sso-connectors';
import { resolveIdentityProvider, type SamlIdentityProvider } from './saml-metadata';

/*
 * The identity provider a SAML connector configured by metadata URL describes, kept per connector
 * (and URL) in this process: signing in does not read the URL every time. A copy is fresh for an
 * hour; a refresh that fails keeps the last good copy for up to a day (retried every five
 * minutes), then the failure is answered. Saving or deleting the connector forgets its copy.
 */

export const metadataTtlMs = 60 * 60_000;
const staleForMs = 24 * 60 * 60_000;
const retryMs = 5 * 60_000;
/** At most this many connectors' copies (the least recently read goes first). */
const maxEntries = 1000;

type Entry = { url: string; idp: SamlIdentityProvider; fetchedAt: number; checkAt: number };
const entries = new Map<string, Entry>();
const keyOf = (tenantId: string, connectorId: string) => `${tenantId}/${connectorId}`;

const keep = (key: string, entry: Entry) => {
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
};

/** The connector's identity provider: from the cache when its config is a metadata URL, else as configured. */
export const cachedIdentityProvider = async (
  tenantId: string,
  connectorId: string,
  config: SsoSamlConfig,
  now = Date.now(),
): Promise<SamlIdentityProvider> => {
  const url = config.metadataUrl;
  if (!url) return resolveIdentityProvider(config);
  const key = keyOf(tenantId, connectorId);
  const entry = entries.get(key);
  if (entry?.url === url && now < entry.checkAt) {
    keep(key, entry);
    return entry.idp;
  }
  try {
    const idp = await resolveIdentityProvider(config);
    keep(key, { url, idp, fetchedAt: now, checkAt: now + metadataTtlMs });
    return idp;
  } catch (error) {
    if (entry?.url !== url || now - entry.fetchedAt > staleForMs) throw error;
    keep(key, { ...entry, checkAt: now + retryMs });
    return entry.idp;
  }
};

/** Forgets a connector's copy (its config changed, or it is gone). */
export const forgetIdentityProvider = (tenantId: string, connectorId: string) => {
  entries.delete(keyOf(tenantId, connectorId));
};
