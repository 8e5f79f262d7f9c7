import type { Metadata } from 'next';
import { MeasureDrawing } from '@/components/guide/measure-drawings';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { ContentSection } from '@/components/ui/content-section';
import { PageHeader } from '@/components/ui/page-header';
import prose from '@/components/ui/prose.module.css';
import { TableOfContents } from '@/components/ui/table-of-contents';
import { PAGE_DESCRIPTIONS } from '@/lib/content/descriptions';
import { DEDUCTION_ROWS, GUIDE_PATH, GUIDE_SECTIONS } from '@/lib/content/measuring-guide';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { breadcrumbLd } from '@/lib/structured-data';
import styles from './guide.module.css';

const TITLE = 'Cómo medir tu ventana';

export const metadata: Metadata = pageMetadata({
  title: 'Cómo medir',
  description: PAGE_DESCRIPTIONS[GUIDE_PATH],
  path: GUIDE_PATH,
});

const TRAIL = [
  { label: 'Inicio', href: '/' },
  { label: 'Cómo medir', href: GUIDE_PATH },
];

/** The guide as a schema.org HowTo: one step per section. */
const howToLd = {
  '@context': 'https://schema.org',
  '@type': 'HowTo',
  name: TITLE,
  description: PAGE_DESCRIPTIONS[GUIDE_PATH],
  url: absoluteUrl(GUIDE_PATH),
  tool: [{ '@type': 'HowToTool', name: 'Cinta métrica metálica' }],
  step: GUIDE_SECTIONS.map((s, i) => ({
    '@type': 'HowToStep',
    position: i + 1,
    name: s.title,
    text: s.paragraphs.join(' '),
    url: absoluteUrl(`${GUIDE_PATH}#${s.id}`),
  })),
};

function Deductions() {
  return (
    <section id="descuentos" aria-labelledby="descuentos-titulo" className={prose.section}>
      <h2 id="descuentos-titulo">Lo que descontamos en fábrica</h2>
      <p>El cotizador aplica estos descuentos y te muestra la medida que fabricaremos:</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Instalación</th>
              <th scope="col">Ancho</th>
              <th scope="col">Alto o salida</th>
            </tr>
          </thead>
          <tbody>
            {DEDUCTION_ROWS.map((row) => (
              <tr key={row.mount}>
                <th scope="row">{row.mount}</th>
                <td>{row.width}</td>
                <td>{row.height}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function MeasuringGuidePage() {
  const toc = [
    ...GUIDE_SECTIONS.map(({ id, title }) => ({ id, title })),
    { id: 'descuentos', title: 'Lo que descontamos en fábrica' },
  ];
  return (
    <>
      <JsonLd data={[breadcrumbLd(TRAIL), howToLd]} />
      <PageHeader
        eyebrow="Guía de medición"
        title={TITLE}
        intro={<p>Cinco minutos y una cinta métrica: así tu persiana o tu toldo llegan a la medida justa.</p>}
        breadcrumbs={TRAIL}
      />
      <Container className={styles.layout}>
        <TableOfContents items={toc} className={styles.toc} />
        <div className={prose.prose}>
          {GUIDE_SECTIONS.map((section) => (
            <ContentSection key={section.id} section={section}>
              {section.drawing ? <MeasureDrawing kind={section.drawing} /> : undefined}
            </ContentSection>
          ))}
          <Deductions />
          <div className={styles.actions}>
            <ButtonLink href="/cotizador">Cotizar con mis medidas</ButtonLink>
            <ButtonLink href="/distribuidores" variant="secondary">
              Que un distribuidor mida por mí
            </ButtonLink>
          </div>
        </div>
      </Container>
    </>
  );
}
