// What a host supports (GET /api/capabilities). The spec's call table (§7) is what every
// host answers; the product's other calls come in features, grouped the way the screens use them,
// so a front end running against a host that speaks only the spec can hide what it lacks.
// `classifyCall` (./call-groups.ts) says where any browser call belongs.
// No zod here: the panel's capability gate reads this module (the reply's schema, for the OpenAPI
// document, is in ./capabilities-schema.ts).

import { FEATURES, type Feature } from './features';

export { FEATURES, type Feature };

/**
 * GET /api/capabilities, as the reference API answers it. `version` is the contract's, raised when
 * a reply changes shape. A front end reads any host's answer with `parseCapabilities` (below),
 * which keeps the features it knows and drops the others.
 */
export type Capabilities = { version: number; features: Feature[] };

export const CAPABILITIES_VERSION = 1;

const isFeature = (value: unknown): value is Feature =>
  typeof value === 'string' && (FEATURES as readonly string[]).includes(value);

/**
 * A capabilities reply as the browser reads it, or null when the body is not one. Features this
 * front end does not know are dropped: a newer host may offer more than it can use.
 */
export function parseCapabilities(body: unknown): Capabilities | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { features, version } = body as { features?: unknown; version?: unknown };
  if (!Array.isArray(features)) return null;
  return { version: typeof version === 'number' ? version : 0, features: [...new Set(features.filter(isFeature))] };
}
