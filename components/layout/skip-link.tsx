import styles from './skip-link.module.css';

/** The first focusable element of a page: jumps over the header to `#contenido`. */
export function SkipLink() {
  return (
    <a href="#contenido" className={styles.skip}>
      Saltar al contenido
    </a>
  );
}
