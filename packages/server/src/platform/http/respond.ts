import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * Sends a JSON body parsed and stripped to its response schema (CONVENTIONS 2):
 * a field the schema does not name — a secret, a hash — never leaves the server.
 *
 * @example
 * return send(c, applicationGuard, application, 201);
 */
export const send = <S extends z.ZodType, Status extends ContentfulStatusCode = 200>(
  c: Context,
  schema: S,
  data: z.input<S>,
  status?: Status,
) => c.json(schema.parse(data) as z.output<S>, (status ?? 200) as Status);
