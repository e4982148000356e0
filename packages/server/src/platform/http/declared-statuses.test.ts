import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { enforceDeclaredStatuses } from './declared-statuses';

const build = (status: 200 | 418) => {
  const app = new OpenAPIHono<AppEnv>();
  app.use('/api/*', enforceDeclaredStatuses(app));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/things/{id}',
      summary: 'A thing',
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: { description: 'ok' } },
    }),
    (c) => c.body(null, status as 200),
  );
  return app;
};

describe('declared statuses', () => {
  it('passes a status the route declares', async () => {
    expect((await build(200).request('/api/things/1')).status).toBe(200);
  });

  it('turns a status the route did not declare into a 500 naming the route', async () => {
    const response = await build(418).request('/api/things/1');
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Undeclared status 418 from GET /api/things/:id',
    );
  });
});
