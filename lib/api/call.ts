// A call of the API by its name in the endpoint table: `callApi(saveQuoteCall, { json })`. The
// method and path come from the call's generated module (lib/contract/calls/, no schemas: a page
// carries only the calls it makes); the types of the path parameters, query, body and reply come from
// the table itself, as types only. Every call still goes through `request` (./transport.ts).
import type { z } from 'zod';
import { fillPath, type Call, type ParamNames } from '@/lib/contract/endpoints/call-type';
import type { EndpointId, Endpoints } from '@/lib/contract/endpoints';
import { withQuery } from './paths';
import { request, type ApiResult, type RequestOptions } from './transport';

type SuccessReply<R> = R extends { 200: infer A } ? A : R extends { 201: infer A } ? A : never;

export type CallParams<K extends EndpointId> = { [N in ParamNames<Endpoints[K]['path']>]: string | number };
export type CallQuery<K extends EndpointId> = Endpoints[K] extends { query: infer Q extends z.ZodType }
  ? Partial<z.input<Q>>
  : never;
/** A JSON body as the schema reads it, or as it writes it (what the browser keeps is the parsed form). */
export type CallBody<K extends EndpointId> = Endpoints[K] extends { body: { schema: infer S extends z.ZodType } }
  ? z.input<S> | z.output<S>
  : never;
/** The JSON a call answers on success, as the table's reply schema writes it; a file is a Blob. */
export type CallReply<K extends EndpointId> =
  SuccessReply<Endpoints[K]['reply']> extends { schema: infer S extends z.ZodType } ? z.output<S> : Blob;

/** What a call needs beyond its name: path parameters when its path has some, a query when it takes one. */
export type CallInput<K extends EndpointId> = ([ParamNames<Endpoints[K]['path']>] extends [never]
  ? { params?: undefined }
  : { params: CallParams<K> }) & {
  query?: CallQuery<K>;
};

type CallOptions<K extends EndpointId> = CallInput<K> &
  Omit<RequestOptions, 'method' | 'json'> & { json?: CallBody<K> };

/** `{name}` filled in (encoded), then the query (empty values and page 1 left out): also the SWR key. */
export function pathTo<K extends EndpointId>(call: Call<K>, input?: CallInput<K>): string {
  const path = fillPath(call, (input?.params ?? {}) as Record<string, string | number>);
  return input?.query ? withQuery(path, input.query as Record<string, string | number | null | undefined>) : path;
}

/** Calls the API: the outcome, typed by the endpoint's reply. */
export function callApi<K extends EndpointId>(
  call: Call<K>,
  ...[options]: [ParamNames<Endpoints[K]['path']>] extends [never] ? [CallOptions<K>?] : [CallOptions<K>]
): Promise<ApiResult<CallReply<K>>> {
  const { params, query, ...rest } = options ?? ({} as CallOptions<K>);
  return request<CallReply<K>>(pathTo(call, { params, query } as CallInput<K>), { method: call.method, ...rest });
}
