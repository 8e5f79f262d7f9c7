// "Mis muestras": the colours a visitor picked on the fabric pages, kept in localStorage until it
// asks for them at /muestras. Each carries what the tray shows (names, swatch, line) so the page
// draws it without a request. Read back only in the expected shape; storage that throws (private
// mode, quota) is ignored. No React and no zod here: the fabric pages' island is built on it.
import { MAX_SAMPLES } from '@/lib/contract/sample-limits';

export { MAX_SAMPLES };

export const TRAY_KEY = 'solara.muestras.v1';

export type SampleLine = 'persianas' | 'toldos';

/** One colour in the tray: the slugs POST /api/sample-requests takes, and what the tray shows. */
export type TrayColor = {
  fabric: string;
  color: string;
  fabricName: string;
  colorName: string;
  hex: string;
  stripeHex: string | null;
  line: SampleLine;
};

/** What `addToTray` did: added, already there, or not added because the tray is full. */
export type AddOutcome = 'added' | 'already' | 'full';

const SLUG = /^[a-z0-9-]{1,60}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;
const isName = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= 120;

const sameColor = (a: Pick<TrayColor, 'fabric' | 'color'>, b: Pick<TrayColor, 'fabric' | 'color'>) =>
  a.fabric === b.fabric && a.color === b.color;

function asColor(v: unknown): TrayColor | null {
  if (!v || typeof v !== 'object') return null;
  const c = v as Record<string, unknown>;
  if (typeof c.fabric !== 'string' || !SLUG.test(c.fabric)) return null;
  if (typeof c.color !== 'string' || !SLUG.test(c.color)) return null;
  if (!isName(c.fabricName) || !isName(c.colorName)) return null;
  if (typeof c.hex !== 'string' || !HEX.test(c.hex)) return null;
  if (c.line !== 'persianas' && c.line !== 'toldos') return null;
  const stripeHex = typeof c.stripeHex === 'string' && HEX.test(c.stripeHex) ? c.stripeHex : null;
  return {
    fabric: c.fabric,
    color: c.color,
    fabricName: c.fabricName,
    colorName: c.colorName,
    hex: c.hex,
    stripeHex,
    line: c.line,
  };
}

/** The tray in a stored value: its well-formed colours, each once, at most MAX_SAMPLES. */
export function parseTray(value: unknown): TrayColor[] {
  if (!Array.isArray(value)) return [];
  const out: TrayColor[] = [];
  for (const item of value) {
    const color = asColor(item);
    if (color && !out.some((c) => sameColor(c, color))) out.push(color);
    if (out.length === MAX_SAMPLES) break;
  }
  return out;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

// The last value read, kept while the stored text is the same: useSyncExternalStore needs the
// same array back until the tray changes.
let cached: { raw: string | null; tray: TrayColor[] } | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return storage()?.getItem(TRAY_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The colours in the tray, oldest first ([] without storage or with something else stored). */
export function readTray(): TrayColor[] {
  const raw = readRaw();
  if (cached && cached.raw === raw) return cached.tray;
  let tray: TrayColor[] = [];
  try {
    tray = raw ? parseTray(JSON.parse(raw)) : [];
  } catch {
    tray = [];
  }
  cached = { raw, tray };
  return tray;
}

function writeTray(tray: TrayColor[]): void {
  const raw = tray.length === 0 ? null : JSON.stringify(tray);
  try {
    if (raw === null) storage()?.removeItem(TRAY_KEY);
    else storage()?.setItem(TRAY_KEY, raw);
  } catch {
    // Storage refused the write: the tray lasts while this page is open.
  }
  // Kept against what storage now holds: when the write failed, this page still sees the new tray.
  cached = { raw: readRaw(), tray };
  for (const listener of listeners) listener();
}

/** Adds a colour unless it is there already or the tray holds MAX_SAMPLES. */
export function addToTray(color: TrayColor): AddOutcome {
  const tray = readTray();
  if (tray.some((c) => sameColor(c, color))) return 'already';
  if (tray.length >= MAX_SAMPLES) return 'full';
  writeTray([...tray, color]);
  return 'added';
}

export function removeFromTray(color: Pick<TrayColor, 'fabric' | 'color'>): void {
  const tray = readTray();
  if (tray.some((c) => sameColor(c, color))) writeTray(tray.filter((c) => !sameColor(c, color)));
}

export function clearTray(): void {
  writeTray([]);
}

export const isInTray = (tray: readonly TrayColor[], color: Pick<TrayColor, 'fabric' | 'color'>) =>
  tray.some((c) => sameColor(c, color));

/** The lines of the tray's colours, persianas first. */
export function trayLines(tray: readonly TrayColor[]): SampleLine[] {
  return (['persianas', 'toldos'] as const).filter((line) => tray.some((c) => c.line === line));
}

/** Tells `listener` of every change: this page's and another tab's (the `storage` event). */
export function subscribeTray(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TRAY_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
