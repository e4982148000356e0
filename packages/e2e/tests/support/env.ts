/** Endpoints of the Gatehouse that global-setup started (it exports them before any worker starts). */
const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\``);
  return value;
};

/** The user endpoint: the default tenant's OIDC provider, sign-in pages and management API. */
export const userUrl = () => required('GATEHOUSE_USER_URL');

/** The admin endpoint: the admin tenant, whose users are the console's administrators. */
export const adminUrl = () => required('GATEHOUSE_ADMIN_URL');

/** The management API of the default tenant, as a resource indicator. */
export const defaultManagementResource = 'https://default.gatehouse.local/api';

/** The console user's own profile API (`/me` on the admin endpoint), as a resource indicator. */
export const meResource = 'https://admin.gatehouse.local/me';

/** A password every policy check accepts (length, kinds, not breached, no sequence, no personal info). */
export const password = 'Gatehouse-Tr0ub4dor';

/** The first administrator: registered by first-admin.spec.ts, signed in again by the `management` fixture. */
export const administrator = { username: 'admin', password } as const;

/** A username nobody else uses in this run (the server and its users are shared by every test). */
export const uniqueUsername = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;
