// One JSON Schema shown as formatted JSON inside <details>, so long schemas stay folded.
import styles from './api-docs.module.css';

export function SchemaBlock({ label, schema, id }: { label: string; schema: unknown; id?: string }) {
  return (
    <details className={styles.schema} id={id}>
      <summary>{label}</summary>
      <pre tabIndex={0}>
        <code>{JSON.stringify(schema, null, 2)}</code>
      </pre>
    </details>
  );
}
