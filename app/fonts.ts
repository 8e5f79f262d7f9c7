import localFont from 'next/font/local';

// Roboto, self-hosted from @fontsource/roboto: next/font/google needs the network at build time.
// Spec §1 asks for weights 100, 300, 400, 500, 700 and 900. All six are declared in one family
// ('Roboto', named in `declarations`); only the weights the first screen uses (400, 500, 700) are
// preloaded. A browser fetches a face only when some text uses it, so 100, 300 and 900 cost
// nothing until a page does. (Font loader options must be literals: no helpers here.)
export const roboto = localFont({
  src: [
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  declarations: [{ prop: 'font-family', value: "'Roboto'" }],
  display: 'swap',
  variable: '--font-roboto',
});

/** The family's other weights: declared, never preloaded. */
export const robotoOtherWeights = localFont({
  src: [
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-100-normal.woff2', weight: '100', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-300-normal.woff2', weight: '300', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-900-normal.woff2', weight: '900', style: 'normal' },
  ],
  declarations: [{ prop: 'font-family', value: "'Roboto'" }],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  // Only so the root layout can put a class on <html> that brings these faces in; nothing reads it.
  variable: '--font-roboto-other-weights',
});
