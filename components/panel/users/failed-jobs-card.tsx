'use client';

import { useState } from 'react';
import { Card, Notice, panelButton } from '@/components/panel/ui';
import { useFeature } from '@/lib/api/capabilities';
import { retryFailedJob, useFailedJobs } from '@/lib/api/notifications';
import type { ApiErrorBody } from '@/lib/contract/common';
import { formatDateTime } from '@/lib/format/dates';
import { ActionError } from '../sales/notices';
import styles from './users.module.css';

/**
 * What the background queue could not do after every retry (a mail the server could not hand
 * over, say), for the administrator to see and put back in the queue. Nothing is drawn while
 * there is nothing to say.
 */
export function FailedJobsCard() {
  const available = useFeature('notifications').status === 'available';
  const read = useFailedJobs(available);
  const [failure, setFailure] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState('');
  const jobs = read.data?.data ?? [];
  if (!available || (jobs.length === 0 && !done)) return null;

  async function retry(id: string) {
    setFailure(null);
    const result = await retryFailedJob(id);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    setDone(result.data.message ?? 'Se volverá a intentar en unos segundos.');
    await read.mutate();
  }

  return (
    <Card
      title="Envíos con error"
      description="Lo que el servidor no pudo hacer tras reintentarlo varias veces. Revisa el correo saliente (SMTP_URL) y vuelve a intentarlo."
    >
      {done ? <Notice>{done}</Notice> : null}
      <ActionError error={failure} title="No se pudo volver a intentar" />
      <ul className={styles.failedJobs}>
        {jobs.map((job) => (
          <li key={job.id}>
            <p>
              <strong>{job.label}</strong> · {job.summary}
            </p>
            <p className={styles.failedJobMeta}>
              {job.failed_at ? formatDateTime(job.failed_at) : ''} · {job.attempts} intentos
              {job.error ? ` · ${job.error}` : ''}
            </p>
            <button type="button" className={panelButton('secondary', 'small')} onClick={() => void retry(job.id)}>
              Reintentar<span className="visually-hidden"> {job.summary}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
