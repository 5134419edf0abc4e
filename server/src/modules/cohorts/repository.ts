import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { BirthWindow, CohortData, CohortView, ProgrammeView } from '@beceri/domain';
import { DEFAULT_COHORT_TARGET, FIRST_COHORT } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { cohorts } from '../../db/schema/index.ts';
import { selectPage, type PageQuery } from '../../lib/paging.ts';

/** The cohorts' reads and writes (decision 053). */

type Cohort = typeof cohorts.$inferSelect;

const view = (c: Cohort, participants: number): CohortView => ({
  id: c.id,
  name: c.name,
  nameEn: c.nameEn,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  targetParticipants: c.targetParticipants,
  birthDateFrom: c.birthDateFrom,
  birthDateTo: c.birthDateTo,
  facts: c.facts,
  factsEn: c.factsEn,
  status: c.status,
  participants,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

/**
 * Current students of the cohort and former participants (deleted accounts) who were in it: two index lookups a
 * cohort (`student_profiles_cohort_idx`, `former_participants_cohort_idx`), a page holding a handful of cohorts.
 */
const participantsOf = sql<number>`(
  (select count(*) from student_profiles sp where sp.cohort_id = ${cohorts.id})
  + (select count(*) from former_participants fp where fp.cohort_id = ${cohorts.id})
)::int`;

/** A page of cohorts, the latest start first. */
async function listCohorts(db: Db, q: PageQuery) {
  const { rows, total } = await selectPage(
    db
      .select({ cohort: cohorts, participants: participantsOf })
      .from(cohorts)
      .orderBy(desc(cohorts.startsOn), desc(cohorts.createdAt), desc(cohorts.id))
      .$dynamic(),
    db.$count(cohorts),
    q,
  );
  return { items: rows.map((r) => view(r.cohort, Number(r.participants))), total };
}

async function findCohort(db: Db | Tx, id: string, lock = false): Promise<Cohort | undefined> {
  const query = db.select().from(cohorts).where(eq(cohorts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const columns = (d: CohortData) => ({
  name: d.name,
  nameEn: d.nameEn,
  startsOn: d.startsOn,
  endsOn: d.endsOn,
  targetParticipants: d.targetParticipants,
  birthDateFrom: d.birthDateFrom,
  birthDateTo: d.birthDateTo,
  facts: d.facts,
  factsEn: d.factsEn,
  status: d.status,
});

async function insertCohort(tx: Tx, d: CohortData): Promise<string> {
  const [row] = await tx.insert(cohorts).values(columns(d)).returning({ id: cohorts.id });
  return row!.id;
}

async function updateCohort(tx: Tx, id: string, d: CohortData): Promise<void> {
  await tx
    .update(cohorts)
    .set({ ...columns(d), updatedAt: sql`now()` })
    .where(eq(cohorts.id, id));
}

/** Closes the open cohort (but `except`): the one before, named in the log. */
async function closeOpen(tx: Tx, except?: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await tx
    .update(cohorts)
    .set({ status: 'closed', updatedAt: sql`now()` })
    .where(except ? and(eq(cohorts.status, 'open'), ne(cohorts.id, except)) : eq(cohorts.status, 'open'))
    .returning({ id: cohorts.id, name: cohorts.name });
  return row;
}

/** The open cohort as everyone may read it; undefined when none is open. */
async function openProgramme(db: Db): Promise<ProgrammeView | undefined> {
  const [row] = await db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      nameEn: cohorts.nameEn,
      startsOn: cohorts.startsOn,
      endsOn: cohorts.endsOn,
      targetParticipants: cohorts.targetParticipants,
      facts: cohorts.facts,
      factsEn: cohorts.factsEn,
    })
    .from(cohorts)
    .where(eq(cohorts.status, 'open'));
  return row;
}

/** The open cohort's id and birth window (sign-up); undefined when none is open. */
export async function openCohortWindow(db: Db | Tx): Promise<({ id: string } & BirthWindow) | undefined> {
  const [row] = await db
    .select({ id: cohorts.id, from: cohorts.birthDateFrom, to: cohorts.birthDateTo })
    .from(cohorts)
    .where(eq(cohorts.status, 'open'));
  return row;
}

/**
 * The first cohort, when the table is empty (start-up): open, with the home page's facts as they were and the
 * configured birth window; every student without a cohort joins it. One statement inserts only into an empty
 * table; two instances starting at once meet at `cohorts_one_open`, and the second inserts nothing.
 */
export async function seedFirstCohort(db: Db, window: BirthWindow): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into cohorts (name, name_en, starts_on, ends_on, target_participants, birth_date_from, birth_date_to,
        status, facts, facts_en)
      select ${FIRST_COHORT.name}, ${FIRST_COHORT.nameEn}, ${FIRST_COHORT.startsOn}::date, ${FIRST_COHORT.endsOn}::date,
        ${DEFAULT_COHORT_TARGET}, ${window.from}::date, ${window.to}::date, 'open', ${JSON.stringify(FIRST_COHORT.facts)}::jsonb,
        ${JSON.stringify(FIRST_COHORT.factsEn)}::jsonb
      where not exists (select 1 from cohorts)
      on conflict do nothing
      returning id`);
    const id = rows[0]?.id;
    if (id) await tx.execute(sql`update student_profiles set cohort_id = ${id} where cohort_id is null`);
    return id;
  });
}

/** The cohorts' reads and writes, handed to the service (service.ts `cohortsDeps`). */
export const cohortsRepository = {
  listCohorts,
  findCohort,
  insertCohort,
  updateCohort,
  closeOpen,
  openProgramme,
  openCohortWindow,
};
