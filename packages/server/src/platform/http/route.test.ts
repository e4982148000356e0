import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { idParams } from './guards';
import { anonymous, authenticated, errorResponses, jsonBody, jsonResponse } from './openapi';
import { defineRoute } from './route';

const thing = z.object({ name: z.string() });
const statuses = (route: { responses: object }) => Object.keys(route.responses).map(Number);

describe('defineRoute', () => {
  it('builds the same route createRoute builds by hand', () => {
    const described = defineRoute({
      method: 'patch',
      path: '/api/things/{id}',
      summary: 'Update a thing',
      description: 'Replaces its name.',
      tags: ['Things'],
      params: idParams,
      body: thing,
      response: { status: 200, schema: thing, description: 'The thing.' },
      errors: [422],
    });
    const byHand = createRoute({
      method: 'patch',
      path: '/api/things/{id}',
      summary: 'Update a thing',
      description: 'Replaces its name.',
      tags: ['Things'],
      security: authenticated,
      request: { params: idParams, body: jsonBody(thing) },
      responses: {
        200: jsonResponse(thing, 'The thing.'),
        ...errorResponses(400, 401, 403, 404, 413, 415, 422),
      },
    });
    expect(JSON.stringify(described)).toBe(JSON.stringify(byHand));
    expect(described.getRoutingPath()).toBe('/api/things/:id');
  });

  it('answers 400 only when the route takes params, query or a body', () => {
    const base = { method: 'get', path: '/api/things', summary: 's', tags: ['Things'] } as const;
    const response = { status: 200, schema: thing, description: 'd' } as const;
    expect(statuses(defineRoute({ ...base, response }))).toEqual([200, 401, 403]);
    expect(statuses(defineRoute({ ...base, query: z.object({ q: z.string() }), response }))).toEqual([
      200, 400, 401, 403,
    ]);
  });

  it('gives an anonymous route neither 401 nor 403, and keeps the statuses it declares', () => {
    const route = defineRoute({
      method: 'get',
      path: '/api/status',
      summary: 's',
      tags: ['Status'],
      security: anonymous,
      response: { status: 204, description: 'Up.' },
      errors: [503],
    });
    expect(route.security).toEqual([]);
    expect(statuses(route)).toEqual([204, 503]);
    expect(route.responses[204]).toEqual({ description: 'Up.' });
  });
});
