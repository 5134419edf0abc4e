import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { bootstrap } from './db/bootstrap.ts';
import { DataKeyError } from './lib/personal-data.ts';
import { checkDataKey, encryptPlainProfiles } from './modules/kvkk/legacy.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    lock: true,
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  await checkDataKey(database.db, app.personalData);
  await encryptPlainProfiles(database.db, app.personalData, app.log);
  await bootstrap(database.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataKeyError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
