import type { Metadata } from 'next';
import Link from 'next/link';
import { JsonLd } from '@/components/seo/json-ld';
import { SamplesRequest } from '@/components/samples/samples-request';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { detailsPath } from '@/lib/catalog/select';
import type { CatalogSnapshot } from '@/lib/contract/catalog';
import { PAGE_DESCRIPTIONS } from '@/lib/content/descriptions';
import { MAX_SAMPLES } from '@/lib/contract/sample-limits';
import { getCatalog } from '@/lib/server/site-data';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbLd } from '@/lib/structured-data';
import styles from './samples-page.module.css';

const PATH = '/muestras';

export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: 'Muestras de tela gratis',
  description: PAGE_DESCRIPTIONS[PATH],
  path: PATH,
});

const TRAIL = [
  { label: 'Inicio', href: '/' },
  { label: 'Muestras de tela', href: PATH },
];

const LINES = [
  { slug: 'persianas', label: 'Telas para persianas' },
  { slug: 'toldos', label: 'Lonas para toldos' },
] as const;

/** Each line's fabrics, linked to their pages, where the colours are picked. */
function FabricsToBrowse({ catalog }: { catalog: CatalogSnapshot }) {
  return (
    <div className={styles.browse}>
      {LINES.map((line) => {
        const fabrics = catalog.fabrics.filter((f) => f.lineSlug === line.slug && f.colors.length > 0);
        if (fabrics.length === 0) return null;
        return (
          <div key={line.slug}>
            <h3 className={styles.browseTitle}>{line.label}</h3>
            <ul className={styles.browseList}>
              {fabrics.map((fabric) => (
                <li key={fabric.slug}>
                  <Link href={detailsPath(fabric)}>{fabric.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

export default async function SamplesPage() {
  const catalog = await getCatalog();
  return (
    <>
      <JsonLd data={breadcrumbLd(TRAIL)} />
      <PageHeader
        title="Muestras de tela gratis"
        intro={
          <p>
            Toca la tela y compara el color con la luz de tu casa antes de decidir. Elige hasta {MAX_SAMPLES} colores y
            el distribuidor más cercano te los envía sin costo.
          </p>
        }
        breadcrumbs={TRAIL}
        size="wide"
      />
      <Container size="wide" className={styles.layout}>
        <div className={styles.main}>
          <SamplesRequest browse={<FabricsToBrowse catalog={catalog} />} />
        </div>
        <aside aria-labelledby="titulo-como-funciona" className={styles.aside}>
          <h2 id="titulo-como-funciona" className={styles.asideTitle}>
            Cómo funciona
          </h2>
          <ol className={styles.steps}>
            <li>
              En la página de cada tela, elige el color y toca <strong>«Pedir muestra gratis»</strong>. Puedes juntar
              hasta {MAX_SAMPLES} colores por solicitud.
            </li>
            <li>Dinos tu nombre, cómo contactarte y a qué dirección te las enviamos.</li>
            <li>
              El distribuidor autorizado más cercano que maneja esas telas te llama para confirmar y te las envía. Las
              muestras son gratis y no te comprometen a nada.
            </li>
          </ol>
          <p className={styles.asideNote}>
            <strong>Una línea por solicitud:</strong> pide juntas las de persianas o las de toldos. Si quieres de las
            dos, haz una solicitud para cada una.
          </p>
          <p className={styles.asideNote}>
            ¿Ya elegiste? <Link href="/cotizador">Cotiza en línea</Link> con tu tela y color, o{' '}
            <Link href="/distribuidores">busca un distribuidor</Link> para que te visite con su muestrario.
          </p>
        </aside>
      </Container>
    </>
  );
}
