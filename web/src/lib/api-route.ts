// Types only: the app shell must not load the route declarations (nor zod with them).
import type { ApiRouteKey, HttpMethod } from '@atelier/contracts/api';

/** The method of a route key ('GET /api/products/:id' → 'GET'). */
type MethodOf<K> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;

/** The names of a path's `:name` segments ('/api/claims/:token/order' → 'token'). */
type ParamNames<P> = P extends `${string}/:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}/:${infer Name}`
    ? Name
    : never;

type ParamsOf<K> = { [Name in ParamNames<K extends `${string} ${infer P}` ? P : never>]: string | number };

/** A query string: a pair per value (none for undefined; an array is one comma-separated value). */
export type Query = URLSearchParams | Record<string, string | number | readonly string[] | undefined>;

/** What `apiRoute` takes beside the key: a value for each of its path's parameters, and a query. */
export type RouteArgs<K extends ApiRouteKey> = [ParamNames<K>] extends [never]
  ? [params?: { query?: Query }]
  : [params: ParamsOf<K> & { query?: Query }];

declare const declared: unique symbol;

/** A call of a declared route, only made by `apiRoute`: the method and the path with its values. */
export type ApiRoute<M extends HttpMethod = HttpMethod> = {
  readonly method: M;
  readonly path: string;
  readonly [declared]: true;
};

// encodeURIComponent, keeping the commas that join a list's items (ids=1,2), as RFC 3986 allows.
// String() of an array is its items joined by commas.
const encodeQueryPart = (part: unknown) => encodeURIComponent(String(part)).replaceAll('%2C', ',');

const queryString = (query: Query): string =>
  query instanceof URLSearchParams
    ? query.toString()
    : Object.entries(query)
        .flatMap(([name, value]) =>
          value === undefined ? [] : [`${encodeQueryPart(name)}=${encodeQueryPart(value)}`],
        )
        .join('&');

/**
 * A call of the route declared in libs/contracts (api-routes.ts) under `key`: its method, and its
 * path with each `:name` replaced by the value given for it (URL-encoded) and the query appended.
 * The compiler checks the key against the declarations and asks for every parameter, e.g.
 * `apiRoute('DELETE /api/products/:id', { id })`; at run time the path is made from the key string
 * alone.
 */
export function apiRoute<K extends ApiRouteKey>(key: K, ...[params]: RouteArgs<K>): ApiRoute<MethodOf<K>> {
  const space = key.indexOf(' ');
  const values: Record<string, unknown> = params ?? {};
  const path = key.slice(space + 1).replace(/:([^/]+)/g, (segment, name: string) => {
    if (values[name] === undefined) throw new Error(`${key}: no value for ${segment}`);
    return encodeURIComponent(String(values[name]));
  });
  const query = params?.query && queryString(params.query);
  return { method: key.slice(0, space), path: query ? `${path}?${query}` : path } as ApiRoute<MethodOf<K>>;
}
