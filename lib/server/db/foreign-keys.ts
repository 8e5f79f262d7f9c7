import 'server-only';
import { is } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from './schema';

// Which column a foreign key constraint checks, read from the schema, so that a violation can be
// reported on the field that named the missing row (`state_id`), for every foreign key there is
// or will be. Constraint names are drizzle-kit's: `<table>_<columns>_<foreign table>_<columns>_fk`
// with the SQL (snake_case) column names, cut to PostgreSQL's 63 bytes.

const MAX_IDENTIFIER = 63;

let columnsByConstraint: Map<string, string> | null = null;

const sqlName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

function readSchema(): Map<string, string> {
  const map = new Map<string, string>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const { name, foreignKeys } = getTableConfig(table);
    for (const key of foreignKeys) {
      const { name: given, columns, foreignTable, foreignColumns } = key.reference();
      const from = columns.map(sqlName);
      const constraint =
        given ?? [name, ...from, getTableConfig(foreignTable).name, ...foreignColumns.map(sqlName), 'fk'].join('_');
      // A key over several columns is reported on the first (none of ours has more than one).
      map.set(constraint.slice(0, MAX_IDENTIFIER), from[0]!);
    }
  }
  return map;
}

/**
 * The referencing column of a foreign key constraint (`users_state_id_states_id_fk` → `state_id`);
 * null when unknown.
 */
export function referencingColumn(constraint: string): string | null {
  columnsByConstraint ??= readSchema();
  return columnsByConstraint.get(constraint) ?? null;
}
