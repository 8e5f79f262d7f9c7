/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setupTestDatabase } from '@/tests/support/db';
import { listMunicipalities } from '@/lib/server/services/geo';
import { importMunicipalities } from '@/lib/server/db/import-municipalities';

let db: Awaited<ReturnType<typeof setupTestDatabase>>;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.dispose();
});

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('INEGI catalogue import', () => {
  it('adds new municipalities, renames existing ones and keeps the rest', async () => {
    // Through the service: the API keeps its answer for 10 minutes (GEO_MEMO_MS), which is how
    // long a running server takes to show an import.
    const before = { body: (await listMunicipalities(db.db, 14))! };
    const csv =
      'CVE_ENT,NOM_ENT,CVE_MUN,NOM_MUN\r\n14,Jalisco,001,Acatic\r\n14,Jalisco,002,Acatlán de Juárez\r\n14,Jalisco,039,Guadalajara\r\n';
    const summary = await importMunicipalities(db.db, latin1(csv));
    expect(summary).toEqual({ states: 1, municipalities: 3, errors: [] });
    const after = { body: (await listMunicipalities(db.db, 14))! };
    const names = after.body.map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(['Acatic', 'Acatlán de Juárez', 'Guadalajara', 'Zapopan']));
    expect(after.body.length).toBe(before.body.length + 2);
    const guadalajara = (list: { code: string; id: number }[]) => list.find((m) => m.code === '039')!.id;
    expect(guadalajara(after.body)).toBe(guadalajara(before.body));
  });

  it('reports bad lines and imports nothing from an empty file', async () => {
    const summary = await importMunicipalities(db.db, new TextEncoder().encode('CVE_ENT,NOM_ENT\n'));
    expect(summary.municipalities).toBe(0);
    expect(summary.errors.length).toBeGreaterThan(0);
  });

  it('npm run db:import-municipalities loads a file into the embedded database', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'solara-import-'));
    const file = path.join(dir, 'inegi.csv');
    writeFileSync(file, '\uFEFF"CVE_ENT","NOM_ENT","CVE_MUN","NOM_MUN"\n"1","Aguascalientes","2","Asientos"\n');
    const out = execFileSync(
      'node_modules/.bin/tsx',
      ['--conditions=react-server', 'scripts/import-municipalities.ts', file],
      {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(out).toContain('Importados 1 municipios de 1 estados.');
  });
});
