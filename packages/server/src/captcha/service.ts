import type { CaptchaProvider, PutCaptchaProvider } from '@gatehouse/schemas/captcha';
import type { Selectable } from 'kysely';
import type { Trx } from '../platform/db/database';
import type { CaptchaProvidersTable } from '../platform/db/schema';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { createCaptchaQueries } from './queries';

const shown = (row: Selectable<CaptchaProvidersTable>): CaptchaProvider => ({
  type: row.type,
  siteKey: row.siteKey,
  projectId: row.projectId,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

/**
 * The tenant's CAPTCHA provider (`/api/captcha-provider`): one per tenant, its secret key sealed
 * at rest by the SecretBox and never answered. The sign-in pages use it while the sign-in
 * experience's `captchaPolicy` is on (public.ts).
 */
export const createCaptchaService = (deps: Pick<PlatformDeps, 'database' | 'box'>, tenantId: string) => {
  const queries = createCaptchaQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);
  return {
    get: async (): Promise<CaptchaProvider> => {
      const row = await inTenant((trx) => queries.find(trx));
      if (!row) throw new ApiError('captcha_provider.not_found');
      return shown(row);
    },
    put: async (input: PutCaptchaProvider): Promise<CaptchaProvider> => {
      const row = await inTenant((trx) =>
        queries.upsert(trx, {
          type: input.type,
          siteKey: input.siteKey,
          secretKey: deps.box.encrypt(input.secretKey),
          projectId: input.type === 'RecaptchaEnterprise' ? input.projectId : null,
        }),
      );
      return shown(row);
    },
    delete: async () => {
      const deleted = await inTenant((trx) => queries.delete(trx));
      if (deleted === 0) throw new ApiError('captcha_provider.not_found');
    },
  };
};

export type CaptchaService = ReturnType<typeof createCaptchaService>;
