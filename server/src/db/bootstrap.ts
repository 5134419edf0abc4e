import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DataCipher } from '../lib/personal-data.ts';
import type { SeedUploads } from '../modules/courses/seed.ts';
import type { Db } from './client.ts';
import { createAccount } from '../modules/auth/service.ts';
import { findUserByEmail } from '../modules/auth/repository.ts';
import { seedFirstCohort } from '../modules/cohorts/repository.ts';

/**
 * Start-up data: the configured admin account (idempotent) and, on request, the demo data set (whose student
 * profile is encrypted with `cipher`, and whose lesson PDFs are stored through `uploads`).
 */
export async function bootstrap(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  cipher?: DataCipher,
  uploads?: SeedUploads,
) {
  // The first cohort, once (decision 053): BIRTH_DATE_FROM/TO change nothing after it exists.
  if (await seedFirstCohort(db, config.firstCohortBirthWindow)) log.info('first cohort created');
  if (config.admin) {
    const existing = await findUserByEmail(db, config.admin.email);
    if (!existing) {
      try {
        await createAccount(
          { db },
          { role: 'admin', email: config.admin.email, password: config.admin.password, name: 'Admin' },
        );
        log.info('admin account of ADMIN_EMAIL created');
      } catch (err) {
        // Another instance starting at the same moment created it first.
        if (!(await findUserByEmail(db, config.admin.email))) throw err;
      }
    } else if (existing.role !== 'admin') {
      log.warn('ADMIN_EMAIL belongs to a non-admin account; left unchanged');
    }
  }
  if (config.seedDemo) {
    if (!cipher || !uploads) throw new Error('the demo data set needs the personal-data cipher and the storage');
    // Loaded only when asked for: the demo's lesson PDFs bring pdf-lib and its fonts (≈ 20 MB of a server's memory).
    const { seedDemo } = await import('./seed.ts');
    await seedDemo(db, cipher, log, uploads);
  }
}
