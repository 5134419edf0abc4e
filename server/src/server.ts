import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { bootstrap } from './db/bootstrap.ts';
import { DataKeyError } from './lib/personal-data.ts';
import { checkDataKey, encryptPlainProfiles, normaliseIdNumbers } from './modules/kvkk/legacy.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: path.join(config.dataDir, 'db'),
    lock: true,
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  await checkDataKey(database.db, app.personalData);
  await encryptPlainProfiles(database.db, app.personalData, app.log);
  await normaliseIdNumbers(database.db, app.personalData, app.log);
  await bootstrap(database.db, config, app.log, app.personalData, app);
  await app.listen({ port: config.port, host: config.host });

  // SIGINT/SIGTERM finish the requests in flight (15 s at most) and close the database; an uncaught error is
  // logged and closes the app the same way, then exits with 1.
  closeWithGrace({ delay: 15_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'uncaught error: closing the app');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    await database.close();
  });
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataKeyError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
