import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { ContentSection } from '@/components/ui/content-section';
import { PageHeader } from '@/components/ui/page-header';
import prose from '@/components/ui/prose.module.css';
import { TableOfContents } from '@/components/ui/table-of-contents';
import { aboutPage, MANUFACTURING_STEPS, WARRANTY_TERMS } from '@/lib/content/about';
import { PAGE_DESCRIPTIONS } from '@/lib/content/descriptions';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { breadcrumbLd } from '@/lib/structured-data';
import styles from './about.module.css';

const PATH = '/nosotros';

export const metadata: Metadata = pageMetadata({ title: 'Nosotros', description: PAGE_DESCRIPTIONS[PATH], path: PATH });

const TRAIL = [
  { label: 'Inicio', href: '/' },
  { label: 'Nosotros', href: PATH },
];

/** The four workshop steps, numbered, in place of the section's plain bullet list. */
function ManufacturingSteps() {
  return (
    <ol className={styles.steps}>
      {MANUFACTURING_STEPS.map((step) => (
        <li key={step.id} className={styles.step}>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.stepText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Warranty periods as a term → period list, in place of the section's plain bullet list. */
function WarrantyTerms() {
  return (
    <dl className={styles.terms}>
      {WARRANTY_TERMS.map((term) => (
        <div key={term.id} className={styles.term}>
          <dt className={styles.termTitle}>{term.title}</dt>
          <dd className={styles.termPeriod}>{term.period}</dd>
          <dd className={styles.termText}>{term.text}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AboutPage() {
  const page = aboutPage(site);
  return (
    <>
      <JsonLd data={breadcrumbLd(TRAIL)} />
      <PageHeader eyebrow="Nosotros" title={page.title} intro={<p>{page.intro}</p>} breadcrumbs={TRAIL} />
      <Container className={styles.layout}>
        <TableOfContents items={page.sections} className={styles.toc} />
        <div className={prose.prose}>
          {page.sections.map((section) => (
            <ContentSection key={section.id} section={section}>
              {section.id === 'fabricacion' ? (
                <ManufacturingSteps />
              ) : section.id === 'garantia' ? (
                <WarrantyTerms />
              ) : undefined}
            </ContentSection>
          ))}
          <div className={styles.actions}>
            <ButtonLink href="/distribuidores">Encuentra un distribuidor</ButtonLink>
            <ButtonLink href="/contacto" variant="secondary">
              Escríbenos
            </ButtonLink>
          </div>
        </div>
      </Container>
    </>
  );
}
