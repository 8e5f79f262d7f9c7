// A call of the generated modules (lib/contract/calls/): its method and path at run time; `K`, its
// name in the endpoint table, only in the types (lib/api/call.ts reads its input and reply there).

export type Call<K extends string = string> = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As published: `/api/quotes/{id}`. */
  readonly path: string;
  /** The route file's path when it differs from `path`. */
  readonly route?: string;
  /** Never set: carries the name for the types. */
  readonly name?: K;
};

/** `'/api/files/{kind}/{id}'` → `'kind' | 'id'`: the names of a path's parameters. */
export type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer R}` ? N | ParamNames<R> : never;

/** A `{name}` of a path template: one path segment. */
const PATH_PARAM = /\{(\w+)\}/g;

/** `'/api/files/{kind}/{id}'` → `['kind', 'id']`: for the handler's parsing and the OpenAPI parameters. */
export function paramNamesOf(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map(([, name]) => name!);
}

/** The call's path with each `{name}` filled in, encoded: `/api/files/promotions/7`. */
export function fillPath(call: Call, params: Record<string, string | number>): string {
  return call.path.replace(PATH_PARAM, (_, name: string) => encodeURIComponent(String(params[name])));
}
