// Creating and dropping throwaway test databases on a local PostgreSQL server.
// Refuses any server that is not on this machine: tests never touch a remote database.
import { Client } from 'pg';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function assertLocal(url: string): void {
  const host = new URL(url).hostname;
  if (!['localhost', '127.0.0.1', '::1', '[::1]', ''].includes(host)) {
    throw new Error(`TEST_DATABASE_URL debe apuntar a un servidor local, no a ${host}`);
  }
}

async function admin<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  assertLocal(url);
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`nombre de base de datos inválido: ${name}`);
  return `"${name}"`;
};

export async function recreateDatabase(url: string, name: string, template?: string): Promise<void> {
  await admin(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
  });
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));
}
