import { test as base } from '@playwright/test';
import { signInAsAdministrator, testApplication, testRelyingParty } from './apps';
import { confine, newConfinedContext } from './browser';
import { password, uniqueUsername } from './env';
import type { ManagementApi } from './management';
import { register } from './pages';
import type { RelyingParty } from './rp';

export type TestUser = { username: string; password: string; sub: string };

type TestFixtures = {
  /** Registers a new user (username `${prefix}_…`) through the pages, in a context of its own. */
  createUser: (prefix: string) => Promise<TestUser>;
};

type WorkerFixtures = {
  /** The default tenant's management API, with the first administrator's token. */
  management: ManagementApi;
  /** The SPA application the tests sign in to (created by first-admin.spec.ts, or here when missing). */
  rp: RelyingParty;
};

/**
 * The tests' `test`: every browser context stays on the Gatehouse under test,
 * and the management API and the test relying party are set up once per
 * worker (again after a failure restarts the worker).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  context: async ({ context }, use) => {
    await confine(context);
    await use(context);
  },
  management: [async ({ browser }, use) => use(await signInAsAdministrator(browser)), { scope: 'worker' }],
  rp: [
    async ({ management }, use) => {
      const wanted = testApplication();
      const existing = (await management.applications()).find((application) => application.name === wanted.name);
      const application = existing ?? (await management.createApplication(wanted));
      await use(await testRelyingParty(application.id));
    },
    { scope: 'worker' },
  ],
  createUser: async ({ browser, rp }, use) => {
    await use(async (prefix) => {
      const username = uniqueUsername(prefix);
      const context = await newConfinedContext(browser);
      try {
        const page = await context.newPage();
        const flow = await rp.authorize(page, { first_screen: 'register' });
        await register(page, username, password);
        const { tokens } = await flow.finish();
        return { username, password, sub: tokens.claims()?.sub ?? '' };
      } finally {
        await context.close();
      }
    });
  },
});

export { expect } from '@playwright/test';
