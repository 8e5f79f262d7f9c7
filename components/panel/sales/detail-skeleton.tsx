import styles from './detail-skeleton.module.css';

/** The shape of a quote or order while it loads; the text is for screen readers. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true" className={styles.blocks}>
        <span className={`${styles.bar} ${styles.wide}`} />
        <div className={styles.box}>
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={`${styles.bar} ${styles.short}`} />
        </div>
        <div className={styles.box}>
          <span className={styles.bar} />
          <span className={`${styles.bar} ${styles.short}`} />
        </div>
      </div>
    </div>
  );
}
