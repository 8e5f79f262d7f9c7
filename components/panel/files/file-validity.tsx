import type { StoredFile } from '@/lib/contract/files';
import { validityOf, validityRange, type Validity } from '@/lib/content/validity';
import { StatusBadge, type StatusTone } from '../sales/status-badge';
import styles from './files.module.css';

const BADGE: Record<Validity, { label: string; tone: StatusTone }> = {
  vigente: { label: 'Vigente', tone: 'success' },
  proxima: { label: 'Próximamente', tone: 'info' },
  vencida: { label: 'Vencida', tone: 'neutral' },
};

/** When a dated file applies: a badge (vigente, próximamente, vencida) and its days; nothing for an undated file. */
export function FileValidity({
  file,
  today,
}: {
  file: Pick<StoredFile, 'valid_from' | 'valid_until'>;
  today?: string;
}) {
  const state = validityOf(file.valid_from, file.valid_until, today);
  const range = validityRange(file.valid_from, file.valid_until);
  if (!state || !range) return null;
  const badge = BADGE[state];
  return (
    <span className={styles.validity}>
      <StatusBadge label={badge.label} tone={badge.tone} />
      <span className={styles.validityRange}>{range}</span>
    </span>
  );
}
