import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './types';
import { municipalities, states } from './schema';
import { parseInegiMunicipalitiesCsv } from './seed/inegi-csv';

type ImportSummary = { states: number; municipalities: number; errors: string[] };

/** INEGI downloads come in UTF-8 or in Latin-1; a replacement character means the latter. */
function decodeCatalogue(bytes: Uint8Array): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  return utf8.includes('\uFFFD') ? new TextDecoder('latin1').decode(bytes) : utf8;
}

/**
 * Loads INEGI's municipality catalogue: new states and municipalities are added, existing ones
 * (same CVE_ENT, or same CVE_ENT + CVE_MUN) get the file's name. Nothing is deleted, so users
 * keep their municipality. One transaction: a failure leaves the database as it was.
 */
export async function importMunicipalities(db: Db, bytes: Uint8Array): Promise<ImportSummary> {
  const parsed = parseInegiMunicipalitiesCsv(decodeCatalogue(bytes));
  if (parsed.municipalities.length === 0)
    return {
      states: 0,
      municipalities: 0,
      errors: parsed.errors.length ? parsed.errors : ['El archivo no contiene municipios.'],
    };
  await db.transaction(async (tx) => {
    // Existing states keep their curated short names ("Michoacán"); only missing ones come from the file.
    await tx
      .insert(states)
      .values(parsed.states.map((s) => ({ id: s.id, code: s.code, name: s.name, abbreviation: s.name.slice(0, 10) })))
      .onConflictDoNothing();
    for (let i = 0; i < parsed.municipalities.length; i += 500) {
      await tx
        .insert(municipalities)
        .values(parsed.municipalities.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [municipalities.stateId, municipalities.code],
          set: { name: sql`excluded.name` },
        });
    }
  });
  return { states: parsed.states.length, municipalities: parsed.municipalities.length, errors: parsed.errors };
}
