import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on the server at `serverUrl`, dropped afterwards; null when no server answers. */
export async function scratchPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase | null> {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL at ${serverUrl} is not reachable: PGlite only.`);
    return null;
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
