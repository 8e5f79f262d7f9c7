import localFont from 'next/font/local';

// Roboto, self-hosted from @fontsource/roboto: next/font/google needs the network at build time.
// Spec §1 asks for weights 100, 300, 400, 500, 700 and 900. All six are declared in one family
// ('Roboto', named in `declarations`); a browser fetches a face only when some text uses it.
//
// None is preloaded, and `display: 'optional'`: three preloaded files (69 KB) went out
// at high priority before a phone's first paint, and Lighthouse counted them in its LCP (mobile
// score of / 94 → 99, /productos/persianas 97 → 98, the rest +3–4; BENCHMARKS.md). With
// `optional` a face that is not there within the first ~100 ms is not swapped in later, so text
// never moves (CLS 0): a first visit on a slow network reads the whole page in the fallback, Arial
// sized to Roboto's metrics, and every later page (the file is cached) in Roboto.
// (Font loader options must be literals: no helpers here.)
export const roboto = localFont({
  src: [
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  declarations: [{ prop: 'font-family', value: "'Roboto'" }],
  display: 'optional',
  preload: false,
  variable: '--font-roboto',
});

/** The family's other weights, declared the same way. */
export const robotoOtherWeights = localFont({
  src: [
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-100-normal.woff2', weight: '100', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-300-normal.woff2', weight: '300', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-900-normal.woff2', weight: '900', style: 'normal' },
  ],
  declarations: [{ prop: 'font-family', value: "'Roboto'" }],
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  // Only so the root layout can put a class on <html> that brings these faces in; nothing reads it.
  variable: '--font-roboto-other-weights',
});
