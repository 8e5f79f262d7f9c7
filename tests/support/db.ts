// Each API test file gets its own copy of the seeded template (see global-setup.mjs):
// an in-memory PGlite loaded from the dump, or a PostgreSQL database cloned from the template.
import { readFileSync } from 'node:fs';
import { installTestDatabase } from '@/lib/server/db/client';
import { stopJobs } from '@/lib/server/jobs/boss';
import { connectDatabase } from '@/lib/server/db/connect';
import type { DbHandle } from '@/lib/server/db/types';
import { dropDatabase, recreateDatabase, withDatabase } from './pg-admin';

export async function setupTestDatabase(): Promise<DbHandle & { dispose: () => Promise<void> }> {
  const template = process.env.SOLARA_TEST_TEMPLATE;
  if (!template) throw new Error('Falta SOLARA_TEST_TEMPLATE: ¿se ejecutó el globalSetup de Jest?');
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `${process.env.TEST_DB_PREFIX ?? 'solara_'}t_${process.ppid}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await recreateDatabase(url, name, template);
    const handle = await connectDatabase({ databaseUrl: withDatabase(url, name) });
    installTestDatabase(handle);
    return {
      ...handle,
      dispose: async () => {
        await stopJobs();
        await handle.close();
        await dropDatabase(url, name);
      },
    };
  }
  const handle = await connectDatabase({ inMemory: true, loadDataDir: new Blob([readFileSync(template)]) });
  installTestDatabase(handle);
  return {
    ...handle,
    dispose: async () => {
      await stopJobs();
      await handle.close();
    },
  };
}
