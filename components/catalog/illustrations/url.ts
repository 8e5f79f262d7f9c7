// Where a public page loads an illustration from:
// /ilustraciones/{kind}.svg?color=…&stripe=…&opacity=…&pattern=…&open=…&cassette=1&motor=1
// (app/ilustraciones/[file]/route.ts draws it). Colours go without "#", lower-case, in the
// catalogue's six digits, so one drawing has one URL and caches well.
import { DEFAULT_FABRIC_COLOR, normalizeHex } from './color';
import type { FabricPattern } from './look';
import type { FabricOpacity } from './parts';
import type { IllustrationKind } from './product-illustration';

const ILLUSTRATION_PATH = '/ilustraciones';

/**
 * Bumped whenever a drawing changes: the files are cached for a year (`immutable`), so a changed
 * drawing needs a new URL.
 */
const ILLUSTRATION_VERSION = '2';

export function illustrationSrc({
  kind,
  color,
  stripe,
  opacity = 'traslucido',
  pattern,
  openness,
  cassette = false,
  motor = false,
}: {
  kind: IllustrationKind;
  color?: string;
  stripe?: string | null;
  opacity?: FabricOpacity;
  pattern?: FabricPattern;
  openness?: number | null;
  cassette?: boolean;
  motor?: boolean;
}): string {
  const query = new URLSearchParams({ color: (normalizeHex(color) ?? DEFAULT_FABRIC_COLOR).slice(1) });
  const stripeHex = stripe ? normalizeHex(stripe) : null;
  if (stripeHex) query.set('stripe', stripeHex.slice(1));
  query.set('opacity', opacity);
  // Liso is the default and striped cloth is told by its stripe: neither needs its own parameter.
  if (pattern && pattern !== 'liso' && pattern !== 'rayas') query.set('pattern', pattern);
  if (openness && openness > 0) query.set('open', String(Math.round(openness)));
  if (cassette) query.set('cassette', '1');
  if (motor) query.set('motor', '1');
  query.set('v', ILLUSTRATION_VERSION);
  return `${ILLUSTRATION_PATH}/${kind}.svg?${query}`;
}
