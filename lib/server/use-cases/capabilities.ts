import 'server-only';
import { CAPABILITIES_VERSION, FEATURES, type Capabilities } from '@/lib/contract/capabilities';

// The reference API implements the whole product, so it offers every feature; a host that speaks
// only the spec's call table has no such call, and front ends read its 404 as "none of them".

/** GET /api/capabilities: every feature of lib/contract/capabilities.ts. */
export function listCapabilities(): Capabilities {
  return { version: CAPABILITIES_VERSION, features: [...FEATURES] };
}
