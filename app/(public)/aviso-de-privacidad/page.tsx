import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { ContentSection } from '@/components/ui/content-section';
import { PageHeader } from '@/components/ui/page-header';
import prose from '@/components/ui/prose.module.css';
import { TableOfContents } from '@/components/ui/table-of-contents';
import { PRIVACY_PATH, privacyNotice } from '@/lib/content/privacy';
import { PAGE_DESCRIPTIONS } from '@/lib/content/descriptions';
import { pageMetadata, siteUrl } from '@/lib/seo';
import { site } from '@/lib/site';
import { breadcrumbLd } from '@/lib/structured-data';
import styles from './privacy.module.css';

/** Date of the notice's last change: update it whenever the text in lib/content/privacy.ts changes. */
const PRIVACY_UPDATED_AT = '2026-11-21';

export const metadata: Metadata = pageMetadata({
  title: 'Aviso de privacidad',
  description: PAGE_DESCRIPTIONS[PRIVACY_PATH],
  path: PRIVACY_PATH,
});

const TRAIL = [
  { label: 'Inicio', href: '/' },
  { label: 'Aviso de privacidad', href: PRIVACY_PATH },
];

export default function PrivacyPage() {
  // The notice names the site's real address (SITE_URL), not the demo default.
  const notice = privacyNotice({ ...site, url: siteUrl() }, PRIVACY_UPDATED_AT);
  return (
    <>
      <JsonLd data={breadcrumbLd(TRAIL)} />
      <PageHeader
        title={notice.title}
        intro={
          <>
            <p>{notice.intro}</p>
            <p className={styles.updated}>
              Última actualización: <time dateTime={notice.updatedAt}>{notice.updatedAtLabel}</time>
            </p>
          </>
        }
        breadcrumbs={TRAIL}
      />
      <Container className={styles.layout}>
        <TableOfContents items={notice.sections} title="Contenido" className={styles.toc} />
        <div className={prose.prose}>
          {notice.sections.map((section) => (
            <ContentSection key={section.id} section={section} />
          ))}
        </div>
      </Container>
    </>
  );
}
