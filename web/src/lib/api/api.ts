// The API client typed by the server's own schemas: the path literal (as the OpenAPI document
// writes it, `{id}` and all) selects the path parameters, query, body and 2xx answer from
// ./schema.ts, which is generated from the route schemas (`npm run api:types`). Requests still
// go through apiRequest, so every failure stays one ApiError.
import { apiRequest, type HttpMethod, type RequestOptions } from '../api-client';
import type { paths } from './schema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that answer the given method. */
export type ApiPath<M extends Method = 'get'> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

type Responses<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? R : never;

/** The JSON body of a 2xx answer of `M path`. */
export type ApiResponse<P extends ApiPath<M>, M extends Method = 'get'> = JsonOf<
  Responses<P, M>[keyof Responses<P, M> & (200 | 201 | 202 | 204)]
>;

/** The JSON body `M path` takes (undefined among them when it may go without). */
export type ApiBody<P extends ApiPath<M>, M extends Method = 'post'> = P extends unknown
  ? | JsonOf<NonNullable<Operation<P, M>['requestBody']>>
    | (undefined extends Operation<P, M>['requestBody'] ? undefined : never)
  : never;

/** The query parameters of `M path`. */
export type ApiQuery<P extends ApiPath<M>, M extends Method = 'get'> = NonNullable<
  Operation<P, M>['parameters']['query']
>;

type PathParams<P extends keyof paths, M extends Method> = Operation<P, M>['parameters'] extends {
  path: infer Params;
}
  ? Params
  : never;

type QueryValue = string | number | boolean | null | undefined;

type Args<P extends keyof paths, M extends Method> = ([PathParams<P, M>] extends [never]
  ? { params?: never }
  : { params: PathParams<P, M> }) &
  ([NonNullable<Operation<P, M>['parameters']['query']>] extends [never]
    ? { query?: never }
    : undefined extends Operation<P, M>['parameters']['query']
      ? { query?: ApiQuery<P & ApiPath<M>, M> }
      : { query: ApiQuery<P & ApiPath<M>, M> }) &
  ([JsonOf<NonNullable<Operation<P, M>['requestBody']>>] extends [undefined]
    ? { body?: never }
    : undefined extends Operation<P, M>['requestBody']
      ? { body?: JsonOf<NonNullable<Operation<P, M>['requestBody']>> }
      : { body: JsonOf<NonNullable<Operation<P, M>['requestBody']>> }) &
  Omit<RequestOptions, 'body'>;

/** Options are optional exactly when nothing in them is required. */
type ArgList<P extends keyof paths, M extends Method> =
  object extends Args<P, M> ? [options?: Args<P, M>] : [options: Args<P, M>];

/** `/a/{id}/b` with `{ id: 'x/1' }` is `/a/x%2F1/b`, followed by the query's defined values. */
export function urlOf(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue | readonly QueryValue[]>> = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`urlOf: no value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null) search.append(key, String(one));
    }
  }
  const text = search.toString();
  return text === '' ? filled : `${filled}?${text}`;
}

function call<M extends Method>(method: M) {
  return <P extends ApiPath<M>>(
    path: P,
    ...[options]: ArgList<P, M>
  ): Promise<ApiResponse<P, M>> => {
    const { params, query, body, ...rest } = (options ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue | readonly QueryValue[]>;
      body?: unknown;
    } & Omit<RequestOptions, 'body'>;
    return apiRequest<ApiResponse<P, M>>(
      method.toUpperCase() as HttpMethod,
      urlOf(path, params, query),
      { ...rest, body },
    );
  };
}

export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
};
