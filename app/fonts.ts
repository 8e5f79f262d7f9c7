import localFont from 'next/font/local';

// Roboto, self-hosted from @fontsource/roboto: next/font/google needs the network at build time.
export const roboto = localFont({
  src: [
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-100-normal.woff2', weight: '100', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-300-normal.woff2', weight: '300', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2', weight: '700', style: 'normal' },
    { path: '../node_modules/@fontsource/roboto/files/roboto-latin-900-normal.woff2', weight: '900', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-roboto',
});
