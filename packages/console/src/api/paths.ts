import type { paths } from './openapi.gen';

/*
 * Types of the API's operations, read from the generated OpenAPI types (`npm run openapi`), so a
 * request names a path the server has for that method and sends the body that operation takes.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The document's paths that answer `method`, as written there (`/api/roles/{id}`). */
export type PathOf<M extends Method> = {
  [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P;
}[keyof paths];

/** The path parameters of an operation (`{ id: string }`), never when it has none. */
export type PathParams<P extends PathOf<M>, M extends Method> = NonNullable<Operation<P, M>['parameters']['path']>;

/** The query parameters an operation documents; an operation that documents none takes no query. */
export type QueryParams<P extends PathOf<M>, M extends Method> = [
  NonNullable<Operation<P, M>['parameters']['query']>,
] extends [never]
  ? undefined
  : NonNullable<Operation<P, M>['parameters']['query']>;

/** The JSON body an operation takes. */
export type RequestBody<P extends PathOf<M>, M extends Method> =
  NonNullable<Operation<P, M>['requestBody']> extends { content: { 'application/json': infer Body } } ? Body : never;

/** The paths that take a file upload (a multipart/form-data body) by POST. */
export type UploadPath = {
  [P in PathOf<'post'>]: NonNullable<Operation<P, 'post'>['requestBody']> extends {
    content: { 'multipart/form-data': unknown };
  }
    ? P
    : never;
}[PathOf<'post'>];

/** `params` is required exactly when the path has parameters. */
export type ParamsOption<P extends PathOf<M>, M extends Method> = [PathParams<P, M>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P, M> };

/**
 * The path with its `{name}` parameters filled in, each URL-encoded.
 *
 * @example
 * fillPath('/api/roles/{id}/scopes/{scopeId}', { id: 'r 1', scopeId: 's1' }); // '/api/roles/r%201/scopes/s1'
 */
export const fillPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
