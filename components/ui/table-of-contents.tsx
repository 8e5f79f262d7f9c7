import styles from './table-of-contents.module.css';

type TocItem = { id: string; title: string };

/**
 * "En esta página": a numbered list of in-page links to each section's `id`, inside
 * `nav aria-labelledby` (its own heading names the landmark). Give every target section
 * an `id` and a heading with the same text. Server component.
 *
 * `headingLevel` defaults to 2; use 3 when the list sits under another h2.
 */
export function TableOfContents({
  items,
  title = 'En esta página',
  id = 'indice',
  headingLevel = 2,
  className,
}: {
  items: readonly TocItem[];
  title?: string;
  /** Id of the heading (the landmark's name). */
  id?: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  if (items.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <nav aria-labelledby={id} className={[styles.toc, className].filter(Boolean).join(' ')}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className={styles.link}>
              {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
