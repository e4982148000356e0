import type { PlatformDeps } from '../platform/deps';
import { customUiIdPattern, customUiIndexKey } from './custom-ui-keys';

export { customUiSecurityHeaders } from './files';

/** Documents read lately: a custom UI never changes under its id, so a copy is as good as the file. */
const documents = new Map<string, string>();
const keptDocuments = 100;

/**
 * A tenant's custom sign-in UI document (`index.html`), for the sign-in pages to serve in place of
 * their own; undefined when it is not stored (any more).
 */
export const customUiDocument = async (
  { storage }: Pick<PlatformDeps, 'storage'>,
  tenantId: string,
  id: string,
): Promise<string | undefined> => {
  if (!storage || !customUiIdPattern.test(id)) return undefined;
  const key = customUiIndexKey(tenantId, id);
  const kept = documents.get(key);
  if (kept !== undefined) return kept;
  const body = await storage.get(key);
  if (!body) return undefined;
  const html = new TextDecoder().decode(body);
  if (documents.size >= keptDocuments) documents.delete(documents.keys().next().value ?? '');
  documents.set(key, html);
  return html;
};

/** Whether a tenant has a complete custom UI of this id (the sign-in experience accepts no other). */
export const customUiExists = async (
  { storage }: Partial<Pick<PlatformDeps, 'storage'>>,
  tenantId: string,
  id: string,
) => Boolean(storage && customUiIdPattern.test(id) && (await storage.exists(customUiIndexKey(tenantId, id))));
