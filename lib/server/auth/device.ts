import 'server-only';

// The device of a session in a few Spanish words ("Chrome en Windows"), for the user's list of
// active sessions: enough to recognise one's own phone or laptop, not a full User-Agent parser.
// Order matters in both lists: Edge, Opera and Samsung Internet also say "Chrome", Chrome also
// says "Safari", an iPhone also says "Mac OS X" and Android also says "Linux".

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/^curl\//i, 'curl'],
  [/\bPostmanRuntime\//, 'Postman'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const UNKNOWN = 'Navegador desconocido';

const first = (list: [RegExp, string][], userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** "Chrome en Windows", "Safari en iPhone", "Firefox" (system unknown), "Navegador desconocido". */
export function describeDevice(userAgent: string | null | undefined): string {
  const text = (userAgent ?? '').trim();
  if (!text) return UNKNOWN;
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? (system ? `${UNKNOWN} en ${system}` : UNKNOWN);
}
