// One call of the API on /desarrolladores/api: method, path, who may call, what it does, and its
// request and response schemas (the referenced component, shown folded).
import { SchemaBlock } from './schema-block';
import styles from './api-docs.module.css';

type Content = Record<string, { schema?: { $ref?: string } }>;
export type DocOperation = {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, unknown>[];
  'x-spec'?: boolean;
  'x-roles'?: string[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Content };
  responses: Record<string, { description: string; content?: Content }>;
};

const ROLE_LABELS: Record<string, string> = {
  admin: 'administrador',
  distributor: 'distribuidor',
  customer: 'cliente',
};

function access(op: DocOperation): string {
  if (op.security.length === 0) return 'Pública';
  if (op.security.some((s) => Object.keys(s).length === 0)) return 'Pública; con token, precios de quien llama';
  return op['x-roles']
    ? `Token: ${op['x-roles'].map((r) => ROLE_LABELS[r] ?? r).join(' o ')}`
    : 'Token (cualquier usuario)';
}

/** The schema a content entry points at, or what it says about a binary body. */
function shownSchema(content: Content, schemas: Record<string, unknown>): { label: string; schema: unknown }[] {
  return Object.entries(content).map(([type, { schema }]) => {
    const name = schema?.$ref?.split('/').pop();
    return { label: name ? `${type} · ${name}` : type, schema: name ? schemas[name] : schema };
  });
}

export function OperationCard({ op, schemas }: { op: DocOperation; schemas: Record<string, unknown> }) {
  const errors = Object.keys(op.responses).filter((s) => Number(s) >= 400);
  return (
    <article className={styles.operation} aria-labelledby={op.operationId}>
      <h3 id={op.operationId} className={styles.title}>
        <span className={styles.method} data-method={op.method}>
          {op.method}
        </span>{' '}
        <code>{op.path}</code>
        {op['x-spec'] ? <span className={styles.spec}>spec §7</span> : null}
      </h3>
      <p>{op.summary}</p>
      {op.description ? <p className={styles.muted}>{op.description}</p> : null}
      <p className={styles.muted}>Acceso: {access(op)}</p>
      {op.parameters?.length ? (
        <p className={styles.muted}>
          Parámetros:{' '}
          {op.parameters
            .map((p) => `${p.name} (${p.in === 'path' ? 'ruta' : 'consulta'}${p.required ? '' : ', opcional'})`)
            .join(', ')}
        </p>
      ) : null}
      {op.requestBody
        ? shownSchema(op.requestBody.content, schemas).map((s) => (
            <SchemaBlock key={s.label} label={`Solicitud: ${s.label}`} schema={s.schema} />
          ))
        : null}
      {Object.entries(op.responses)
        .filter(([status]) => Number(status) < 400)
        .map(([status, reply]) =>
          reply.content ? (
            shownSchema(reply.content, schemas).map((s) => (
              <SchemaBlock key={status + s.label} label={`Respuesta ${status}: ${s.label}`} schema={s.schema} />
            ))
          ) : (
            <p key={status} className={styles.muted}>
              Respuesta {status}: {reply.description}
            </p>
          ),
        )}
      <p className={styles.muted}>
        Errores: {errors.join(', ')} con <a href="#esquema-ApiError">ApiError</a>.
      </p>
    </article>
  );
}
