/** The two endpoints (DESIGN §1): tenants' OIDC, sign-in pages and APIs; and the console with the admin tenant. */
export type Surface = 'user' | 'admin';
