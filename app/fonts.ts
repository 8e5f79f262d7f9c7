import localFont from 'next/font/local';

// Roboto, self-hosted from @fontsource/roboto: next/font/google needs the network at build time.
// Only the weights the styles use (400, 500, 700): every file is preloaded on every page, and on
// a slow phone each one delays the first paint of text.
export const roboto = localFont({
  src: [
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-roboto',
});
