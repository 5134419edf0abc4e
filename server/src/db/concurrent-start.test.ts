import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { onPostgres } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { bootstrap } from './bootstrap.ts';
import { openDatabase, type Database } from './client.ts';
import { users } from './schema/index.ts';

/** Instances started together on a fresh database (the cluster test does it) must all come up. */
describe.skipIf(!onPostgres)('instances starting together on one fresh PostgreSQL database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `beceri_t_${process.pid}_start`;
  const opened: Database[] = [];
  afterAll(async () => {
    for (const d of opened) await d.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('migrate once between them and create the ADMIN_EMAIL account once', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ databaseUrl: url.toString(), poolSize: 2 }));

    await Promise.all(opened.map((d) => d.migrate()));

    const config = loadConfig({
      ADMIN_EMAIL: 'yonetici@example.com',
      ADMIN_PASSWORD: 'Yonetici-2024',
      DATA_DIR: '/nonexistent',
    });
    const log = { info() {}, warn() {} } as unknown as FastifyBaseLogger;
    await Promise.all(opened.map((d) => bootstrap(d.db, config, log)));
    const admins = await opened[0].db.select().from(users).where(eq(users.email, 'yonetici@example.com'));
    expect(admins).toHaveLength(1);
  });
});
