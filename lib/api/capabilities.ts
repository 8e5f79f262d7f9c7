// What the API host supports (GET /api/capabilities): screens ask `useFeature` before they
// read or offer a call beyond spec §7, so a host that speaks only the spec's call table shows a
// note instead of failing.
//
// - Asked once per page load, shared by every screen and every session (not keyed to the token):
//   a definitive answer is kept in this module, so later screens, and the cache emptied at a
//   sign-in, never ask again.
// - 404, 405 or 501 is a host without the call: spec-only, none of the features.
// - A network failure, a 5xx or a body that is no capabilities reply proves nothing: every feature
//   counts as available (the screens' own error states speak), and the probe is tried again later,
//   a few times, further apart each time.

import { useEffect, useSyncExternalStore } from 'react';
import { capabilitiesCall } from '@/lib/contract/calls/capabilities';
import { FEATURES, parseCapabilities, type Feature } from '@/lib/contract/capabilities';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from './errors';
import { createListeners } from './listeners';
import { request } from './transport';

type FeatureStatus = { status: 'loading' } | { status: 'available' } | { status: 'unavailable' };

/** The features of the host, once it said so (or said nothing: spec-only). */
type KnownCapabilities = { features: ReadonlySet<Feature>; specOnly: boolean };

type CapabilitiesState =
  | { status: 'loading' }
  /** The host could not be asked (network, 5xx): treat every feature as available for now. */
  | { status: 'unknown' }
  | ({ status: 'known' } & KnownCapabilities);

/** Statuses of a host that has no such call: it speaks only the spec. */
const SPEC_ONLY_STATUSES = new Set([404, 405, 501]);

const SPEC_ONLY: KnownCapabilities = { features: new Set(), specOnly: true };

// The definitive answer for this page load; null until the host gave one.
let known: KnownCapabilities | null = null;
let inFlight: Promise<KnownCapabilities> | null = null;
/**
 * Until the host answers: the server's snapshot too, so a page hydrates with the very object it was
 * rendered with (another object, even an equal one, makes React render every reader a second time
 * as the page starts).
 */
const LOADING: CapabilitiesState = { status: 'loading' };
// The state screens see, replaced (never changed in place) and announced to them.
let state: CapabilitiesState = LOADING;
const listeners = createListeners();

function show(next: CapabilitiesState): void {
  state = next;
  listeners.notify();
}

async function askHost(): Promise<KnownCapabilities> {
  const result = await request<unknown>(capabilitiesCall.path);
  if (!result.ok) {
    if (SPEC_ONLY_STATUSES.has(result.status)) return SPEC_ONLY;
    throw new ApiError(result.status, result.error);
  }
  const parsed = parseCapabilities(result.data);
  if (!parsed) throw new ApiError(result.status, { message: UNEXPECTED_RESPONSE_MESSAGE });
  return { features: new Set(parsed.features), specOnly: false };
}

/** The host's capabilities: asked at most once at a time, and never again once it answered. */
export function probeCapabilities(): Promise<KnownCapabilities> {
  if (known) return Promise.resolve(known);
  inFlight ??= askHost()
    .then((answer) => {
      known = answer;
      show({ status: 'known', ...answer });
      return answer;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

// A failed probe is asked again 15 s, 30 s, 60 s and 120 s later, then no more this page load.
const RETRY_DELAYS_MS = [15_000, 30_000, 60_000, 120_000];
let probing = false;
// Bumped by presetCapabilities, so a retry loop of an earlier answer stops.
let generation = 0;

/** The first screen that asks starts the probe; a failure counts as "unknown" until a retry answers. */
async function probeWithRetries(): Promise<void> {
  if (probing || known) return;
  probing = true;
  const mine = generation;
  for (let attempt = 0; !known && mine === generation; attempt++) {
    try {
      await probeCapabilities();
    } catch {
      if (state.status === 'loading') show({ status: 'unknown' });
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  if (mine === generation) probing = false;
}

/**
 * Sets the answer without asking (null forgets it). Unit tests of screens start from the reference
 * API's answer, every feature; tests of the probe start from nothing.
 */
export function presetCapabilities(features: readonly Feature[] | null): void {
  known = features === null ? null : { features: new Set(features), specOnly: features.length === 0 };
  inFlight = null;
  probing = false;
  generation++;
  show(known ? { status: 'known', ...known } : LOADING);
}

/** Every feature, as the reference API answers. */
export const ALL_FEATURES: readonly Feature[] = FEATURES;

/** What the host supports; the first screen that asks starts the probe. */
export function useCapabilities(): CapabilitiesState {
  const current = useSyncExternalStore(
    listeners.subscribe,
    () => state,
    () => LOADING,
  );
  useEffect(() => void probeWithRetries(), []);
  return current;
}

/** Whether the host offers `feature`: unknown hosts count as offering it (see above). */
export function featureStatus(state: CapabilitiesState, feature: Feature): FeatureStatus {
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'unknown') return { status: 'available' };
  return state.features.has(feature) ? { status: 'available' } : { status: 'unavailable' };
}

/** `{status: 'loading' | 'available' | 'unavailable'}` of one feature on this host. */
export function useFeature(feature: Feature): FeatureStatus {
  return featureStatus(useCapabilities(), feature);
}
