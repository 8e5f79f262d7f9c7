import type { LineContent } from '@/lib/content/lines';
import { Container } from '@/components/ui/container';
import styles from './catalog.module.css';

/** Benefits, uses and FAQ of a product line, from lib/content. */
export function LineSections({ content }: { content: LineContent }) {
  return (
    <>
      <Container as="section" size="wide" className={styles.section} aria-labelledby="beneficios">
        <h2 id="beneficios" className={styles.sectionTitle}>
          Ventajas
        </h2>
        <ul className={styles.grid}>
          {content.benefits.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>{benefit.title}</h3>
                <p className={styles.cardText}>{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
      <Container as="section" size="wide" className={styles.section} aria-labelledby="usos">
        <h2 id="usos" className={styles.sectionTitle}>
          Dónde se usan
        </h2>
        <ul className={styles.list}>
          {content.uses.map((use) => (
            <li key={use}>{use}</li>
          ))}
        </ul>
      </Container>
      <Container as="section" size="wide" className={`${styles.section} ${styles.faq}`} aria-labelledby="preguntas">
        <h2 id="preguntas" className={styles.sectionTitle}>
          Preguntas frecuentes
        </h2>
        {content.faq.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </Container>
    </>
  );
}
