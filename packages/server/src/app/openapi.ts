import type { ApiApp } from '../platform/http/context';

/**
 * The management API's OpenAPI 3.1 document (CONVENTIONS 4), built from the route definitions the
 * app registered. Served at `/api/openapi.json`; `openapi-types.ts` turns it into the console's types.
 */
export const openApiDocumentOf = (app: ApiApp) =>
  app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Gatehouse management API',
      version: '0.1.0',
      description: 'Manage a Gatehouse tenant: applications, resources, roles, users, organizations and more.',
    },
  });
