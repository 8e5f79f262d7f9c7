import 'server-only';
import { z } from 'zod';

// What a backup says about itself (manifest.json, its first entry): enough for a restore to
// refuse a file it cannot use before it touches anything, and to check afterwards that the
// restored database holds what was copied.

export const BACKUP_FORMAT = 'solara-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The rows counted at backup and compared after a restore. */
export const COUNTED = {
  users: 'users',
  quotes: 'quotes',
  orders: 'orders',
  payments: 'order_payments',
  files: 'files',
  sessions: 'api_tokens',
} as const;
export type Counts = Record<keyof typeof COUNTED, number>;

/** Spanish names for the counts, in messages. */
export const COUNT_LABELS: Record<keyof typeof COUNTED, string> = {
  users: 'usuarios',
  quotes: 'cotizaciones',
  orders: 'pedidos',
  payments: 'pagos',
  files: 'archivos',
  sessions: 'sesiones',
};

/** One query that counts every table of COUNTED and the migrations applied; runs on either driver. */
export const COUNTS_SQL = `select ${Object.entries(COUNTED)
  .map(([key, table]) => `(select count(*) from ${table})::int as ${key}`)
  .join(', ')}, (select count(*) from drizzle.__drizzle_migrations)::int as migrations`;

export type CountsRow = Counts & { migrations: number };

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.literal(BACKUP_FORMAT_VERSION),
  app_version: z.string(),
  created_at: z.iso.datetime(),
  driver: z.enum(['pglite', 'postgres']),
  /** PGlite's package version, or the PostgreSQL server's version. */
  engine_version: z.string(),
  /** How the database was read: from the running server (its socket), directly, or with pg_dump. */
  source: z.enum(['servidor', 'directo', 'pg_dump']),
  migrations: z.number().int().min(0),
  counts: z.object(
    Object.fromEntries(Object.keys(COUNTED).map((key) => [key, z.number().int().min(0)])) as Record<
      keyof typeof COUNTED,
      z.ZodNumber
    >,
  ),
  uploads: z.object({
    store: z.enum(['local', 's3']),
    /** With S3 the bucket is not copied: its versioning is the backup of the files (DEPLOY.md). */
    bucket: z.string().optional(),
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  /** The database entry of the archive. */
  database_entry: z.string(),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Error('El manifiesto de la copia no es JSON: el archivo no es una copia de Solara.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown; format_version?: unknown } | null) ?? {};
    if (format.format === BACKUP_FORMAT && format.format_version !== BACKUP_FORMAT_VERSION)
      throw new Error(
        `La copia tiene el formato ${String(format.format_version)}; esta versión lee el ${BACKUP_FORMAT_VERSION}.`,
      );
    throw new Error('El manifiesto de la copia no es válido: el archivo no es una copia de Solara.');
  }
  return parsed.data;
}

/** "12 usuarios, 40 pedidos, …" */
export function describeCounts(counts: Counts): string {
  return (Object.keys(COUNTED) as (keyof Counts)[]).map((key) => `${counts[key]} ${COUNT_LABELS[key]}`).join(', ');
}

export function countsOf(row: CountsRow): Counts {
  const { migrations: _migrations, ...counts } = row;
  return counts;
}
