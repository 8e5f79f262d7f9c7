// GET /api/admin/failed-jobs and POST /api/admin/failed-jobs/{id}/retry: the background jobs that
// gave up (a mail the server could not hand over after every retry), for an administrator.
import './zod-config';
import { z } from 'zod';
import { sameType } from './same-type';

export type FailedJob = {
  id: string;
  queue: string;
  /** What it was, in Spanish ("Correo"). */
  label: string;
  /** "Para cliente@… · Asunto …" for a mail; the quote for an expiry. */
  summary: string;
  error: string | null;
  attempts: number;
  failed_at: string | null;
};

export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  label: z.string(),
  summary: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  failed_at: z.string().nullable(),
});
sameType<FailedJob, z.output<typeof failedJobSchema>>(true);

export const failedJobListSchema = z.object({ data: z.array(failedJobSchema) });

/** A job's id as pg-boss writes it (a UUID). */
export const jobIdParam = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: 'El trabajo no existe.',
});
