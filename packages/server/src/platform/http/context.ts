import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OpenAPIHono } from '@hono/zod-openapi';

export type AuthInfo = {
  /** The token's subject: a user id or, for client_credentials, the client id. */
  subject: string;
  clientId: string | undefined;
  issuer: string;
};

/** A Node request after the dispatcher resolved its tenant (platform/http/server.ts). */
export type TenantRequest = IncomingMessage & {
  gatehouseTenantId?: string;
  /** The `/t/{tenantId}` prefix the request came under, '' otherwise. */
  gatehouseTenantPrefix?: string;
  /** The tenant's custom domain the request came on (its WebAuthn relying party), if it did. */
  gatehouseCustomDomain?: string;
  /** The console user a management call came from through the cloud proxy (app/tenant-proxy.ts sets it, nothing else). */
  gatehouseProxiedAuth?: AuthInfo;
};

export type AppEnv = {
  Bindings: { incoming: TenantRequest; outgoing: ServerResponse };
  Variables: {
    requestId: string;
    tenantId: string;
    auth: AuthInfo;
  };
};

export type ApiApp = OpenAPIHono<AppEnv>;
