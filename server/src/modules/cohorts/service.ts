import type { FastifyInstance } from 'fastify';
import { cohortMessages, type CohortData, type CohortView, type ProgrammeView } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation, pgConstraint } from '../../lib/db-errors.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import { cohortsRepository } from './repository.ts';

/** Cohorts (docs/product.md, 'Cohorts'; decision 053): at most one open, opening one closes the one before. */
export interface CohortsDeps {
  db: Db;
  cohorts: typeof cohortsRepository;
  activity: Pick<ActivityLog, 'write'>;
}

export const cohortsDeps = (app: FastifyInstance): CohortsDeps => ({
  db: app.db,
  cohorts: cohortsRepository,
  activity: app.activity,
});

const ONE_OPEN = 'cohorts_one_open';

export const cohortNotFound = () => notFound(cohortMessages.notFound);

/** Another admin opened a cohort at the same moment: the partial unique index refused the second (409, never 500). */
async function oneOpen<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err) && pgConstraint(err) === ONE_OPEN)
      throw conflict(cohortMessages.openConflict, 'COHORT_OPEN_CONFLICT');
    throw err;
  }
}

export const listCohorts = (deps: Pick<CohortsDeps, 'db' | 'cohorts'>, q: PageQuery): Promise<Page<CohortView>> =>
  deps.cohorts.listCohorts(deps.db, q);

/** Opening `id` closed the open one before it (`closed`), in the same transaction: the log says both. */
async function opened(
  deps: CohortsDeps,
  tx: Tx,
  actorId: string,
  id: string,
  name: string,
  closed: { id: string; name: string } | undefined,
) {
  await deps.activity.write(
    {
      event: 'cohort.opened',
      params: {
        cohortId: id,
        cohortTitle: name,
        closed: closed ? 'other' : 'none',
        closedCohortId: closed?.id ?? '',
        closedTitle: closed?.name ?? '',
      },
      actorId,
    },
    tx,
  );
}

export async function createCohort(deps: CohortsDeps, actorId: string, input: CohortData): Promise<string> {
  return oneOpen(() =>
    deps.db.transaction(async (tx) => {
      // The open one closes first: the new row then meets no other open one at the index.
      const closed = input.status === 'open' ? await deps.cohorts.closeOpen(tx) : undefined;
      const id = await deps.cohorts.insertCohort(tx, input);
      await deps.activity.write(
        { event: 'cohort.created', params: { cohortId: id, cohortTitle: input.name }, actorId },
        tx,
      );
      if (input.status === 'open') await opened(deps, tx, actorId, id, input.name, closed);
      return id;
    }),
  );
}

export async function updateCohort(deps: CohortsDeps, actorId: string, id: string, input: CohortData): Promise<void> {
  await oneOpen(() =>
    deps.db.transaction(async (tx) => {
      const existing = await deps.cohorts.findCohort(tx, id, true);
      if (!existing) throw cohortNotFound();
      const opening = input.status === 'open' && existing.status !== 'open';
      if (opening) await opened(deps, tx, actorId, id, input.name, await deps.cohorts.closeOpen(tx, id));
      await deps.cohorts.updateCohort(tx, id, input);
      await deps.activity.write(
        { event: 'cohort.updated', params: { cohortId: id, cohortTitle: input.name }, actorId },
        tx,
      );
    }),
  );
}

/** The open cohort for everyone (the home page); `cohort: null` when none is open. */
export async function programme(deps: Pick<CohortsDeps, 'db' | 'cohorts'>): Promise<{ cohort: ProgrammeView | null }> {
  return { cohort: (await deps.cohorts.openProgramme(deps.db)) ?? null };
}
