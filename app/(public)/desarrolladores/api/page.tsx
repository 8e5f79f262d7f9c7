// /desarrolladores/api: the OpenAPI document (/api/openapi.json) rendered for the people who
// implement the API on another host. Static, server-rendered, no scripts: <details> does the folding.
import { openApiDocumentCall } from '@/lib/contract/calls/open-api-document';
import type { Metadata } from 'next';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { buildOpenApiDocument } from '@/lib/contract/openapi/document';
import { pageMetadata } from '@/lib/seo';
import { OperationCard, type DocOperation } from './operation-card';
import { SchemaBlock } from './schema-block';
import styles from './api-docs.module.css';

const PATH = '/desarrolladores/api';

export const metadata: Metadata = pageMetadata({
  title: 'API para desarrolladores',
  description:
    'Contrato de la API de Solara en OpenAPI 3.1: las llamadas del spec y las que un servidor propio debe implementar.',
  path: PATH,
});

const TRAIL = [
  { label: 'Inicio', href: '/' },
  { label: 'API para desarrolladores', href: PATH },
];

export default function ApiDocsPage() {
  const doc = buildOpenApiDocument();
  const operations: DocOperation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      ...(op as Omit<DocOperation, 'path' | 'method'>),
      path,
      method: method.toUpperCase(),
    })),
  );
  const tags = [...new Set(operations.map((op) => op.tags[0]!))];
  const specCount = operations.filter((op) => op['x-spec']).length;
  return (
    <>
      <PageHeader
        title="API para desarrolladores"
        intro={
          <p>
            El contrato que habla el sitio con su servidor. Descarga el documento completo en{' '}
            <a href={openApiDocumentCall.path}>{openApiDocumentCall.path}</a> (OpenAPI 3.1).
          </p>
        }
        breadcrumbs={TRAIL}
      />
      <Container className={styles.page}>
        <section aria-labelledby="acerca" className={styles.note}>
          <h2 id="acerca">Cómo leer esta página</h2>
          <p>
            Las {specCount} llamadas marcadas <span className={styles.spec}>spec §7</span> son las de la tabla de la
            especificación (<code>x-spec: true</code> en el documento). Las demás son propias de este producto
            —cotizador, cotizaciones, pedidos, carrito, monedero, archivos, distribuidores del mapa, contacto,
            verificación en dos pasos y sesiones— y un servidor propio debe implementarlas también para que el panel y
            el sitio funcionen completos.
          </p>
          <p>
            JSON en snake_case, importes como texto con dos decimales (<code>&quot;1234.50&quot;</code>, MXN) y
            autenticación con
            <code> Authorization: Bearer &lt;token&gt;</code>. Los errores usan el cuerpo de Laravel:{' '}
            <code>{'{message}'}</code> y, en 422,
            <code> errors</code> por campo. Una ruta que no existe responde 404.
          </p>
          <nav aria-label="Recursos">
            <ul className={styles.tags}>
              {tags.map((tag) => (
                <li key={tag}>
                  <a href={`#${anchor(tag)}`}>{tag}</a>
                </li>
              ))}
              <li>
                <a href="#esquemas">Esquemas</a>
              </li>
            </ul>
          </nav>
        </section>
        {tags.map((tag) => (
          <section key={tag} aria-labelledby={anchor(tag)} className={styles.group}>
            <h2 id={anchor(tag)}>{tag}</h2>
            {operations
              .filter((op) => op.tags[0] === tag)
              .map((op) => (
                <OperationCard key={op.operationId} op={op} schemas={doc.components.schemas} />
              ))}
          </section>
        ))}
        <section aria-labelledby="esquemas" className={styles.group}>
          <h2 id="esquemas">Esquemas</h2>
          {Object.entries(doc.components.schemas).map(([name, schema]) => (
            <SchemaBlock key={name} id={`esquema-${name}`} label={name} schema={schema} />
          ))}
        </section>
      </Container>
    </>
  );
}

const anchor = (tag: string) =>
  `api-${tag
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')}`;
