/** @jest-environment node */
// Every route handler is bound to its entry of the endpoint table, and every entry has its route:
// adding an endpoint is one declaration in lib/contract/endpoints and one route file using it.
import { ENDPOINTS } from '@/lib/contract/endpoints';
import type { Endpoint } from '@/lib/contract/endpoints/define';
import { discoverApiRoutes, routeKey, type ApiRoute } from '@/tests/support/api-routes';
import { NOT_CALLS } from '@/tests/support/route-files';

const routeOf = (e: Endpoint) => routeKey({ method: e.method, path: (e.route ?? e.path).replace(/(.)\/$/, '$1') });
const boundTo = (r: ApiRoute) => (r.handler as unknown as { endpoint?: Endpoint }).endpoint;

let routes: ApiRoute[];
beforeAll(async () => {
  routes = (await discoverApiRoutes()).filter((r) => !NOT_CALLS.includes(r.path));
});

it('binds every route handler to the table entry of its method and path', () => {
  const wrong = routes.filter((r) => {
    const endpoint = boundTo(r);
    return !endpoint || routeOf(endpoint) !== routeKey(r);
  });
  expect(wrong.map((r) => `${routeKey(r)} → ${boundTo(r) ? routeOf(boundTo(r)!) : 'sin entrada de la tabla'}`)).toEqual(
    [],
  );
});

it('has a route for every entry of the table (a spec row such as /api/files/promotions through its route)', () => {
  const served = new Set(routes.map(routeKey));
  const entries = Object.entries(ENDPOINTS as Record<string, Endpoint>);
  expect(entries.filter(([, e]) => !served.has(routeOf(e))).map(([id]) => id)).toEqual([]);
  // Each handler's own entry is one of the table's, not a copy declared beside it.
  const declared = new Set<Endpoint>(Object.values(ENDPOINTS));
  expect(routes.filter((r) => !declared.has(boundTo(r)!)).map(routeKey)).toEqual([]);
});
