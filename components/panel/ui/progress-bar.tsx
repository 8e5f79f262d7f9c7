import styles from './ui.module.css';

/** Upload progress: a labelled native <progress> plus the percentage in text. `value` is 0–1. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        <span className={styles.progressValue}>{percent} %</span>
      </div>
      <progress className={styles.progressBar} max={100} value={percent} aria-label={label}>
        {percent} %
      </progress>
    </div>
  );
}
