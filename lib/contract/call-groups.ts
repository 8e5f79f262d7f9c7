// Where each call belongs: spec §7 (every host answers it) or one feature of the capabilities
// (./capabilities.ts), read from the endpoint table (`spec` or `feature` of each entry). The panel's
// tests and the spec-only host's hold every browser call to it.
import { ENDPOINTS } from './endpoints';
import type { Endpoint } from './endpoints/define';
import { FEATURES, type Feature } from './features';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as a method and a path template: `{name}` stands for one path segment. */
export type CallPattern = readonly [method: CallMethod, path: string];

const ALL_ENDPOINTS: readonly Endpoint[] = /* @__PURE__ */ Object.values(ENDPOINTS);
const patternsOf = (group: 'spec' | Feature): CallPattern[] =>
  ALL_ENDPOINTS.filter((e) => (e.spec ? 'spec' : e.feature) === group).map((e) => [e.method, e.path] as const);

/** Spec §7, as its call table gives it (`/api/user-add/` with its slash): every host answers these 26 calls. */
export const SPEC_CALLS: readonly CallPattern[] = /* @__PURE__ */ patternsOf('spec');

/** Every call beyond §7, by the feature it belongs to (each call in exactly one): the table's `feature`. */
export const FEATURE_CALLS: Readonly<Record<Feature, readonly CallPattern[]>> = /* @__PURE__ */ Object.fromEntries(
  FEATURES.map((feature) => [feature, patternsOf(feature)]),
) as Record<Feature, CallPattern[]>;

/** A path without its query string or a trailing slash (`/api/user-add/` is the spec's only one). */
function barePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? path;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function matches([method, template]: CallPattern, callMethod: string, path: string): boolean {
  if (method !== callMethod.toUpperCase()) return false;
  const wanted = barePath(template).split('/');
  const given = barePath(path).split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, i) => (/^\{\w+\}$/.test(part) ? given[i] !== '' : part === given[i]))
  );
}

/**
 * Where a call belongs: `spec` (§7, every host), the feature that holds it, or null for a call
 * nobody declared. Spec calls win: GET /api/files/promotions is §7 even though a pattern of
 * `files_admin` has the same shape for POST.
 */
export function classifyCall(method: string, path: string): 'spec' | Feature | null {
  if (SPEC_CALLS.some((pattern) => matches(pattern, method, path))) return 'spec';
  return FEATURES.find((feature) => FEATURE_CALLS[feature].some((pattern) => matches(pattern, method, path))) ?? null;
}
