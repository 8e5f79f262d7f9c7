import type { Metadata, Viewport } from 'next';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SessionBootstrap } from '@/components/layout/session-bootstrap';
import { roboto, robotoOtherWeights } from './fonts';
import { site } from '@/lib/site';
import { siteUrl } from '@/lib/seo';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: site.name, template: `%s · ${site.shortName}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: '#b4531a', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es" className={`${roboto.variable} ${robotoOtherWeights.variable}`}>
      <body>
        <ScrollToTop />
        <SessionBootstrap />
        {children}
      </body>
    </html>
  );
}
