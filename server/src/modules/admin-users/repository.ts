import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { AdminUserRow, Role } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';
import { companyProfiles, studentProfiles, teacherProfiles, users } from '../../db/schema/index.ts';

/**
 * One page of accounts, newest first, with the total for `X-Total-Count`; two queries whatever the page size. A cohort
 * keeps its students (`student_profiles_cohort_idx`); only students have a cohort, so no other role is left.
 */
async function listUsers(db: Db, opts: PageQuery & { role?: Role; cohort?: string }): Promise<Page<AdminUserRow>> {
  const where = and(
    opts.role ? eq(users.role, opts.role) : undefined,
    opts.cohort
      ? exists(
          db
            .select({ one: sql`1` })
            .from(studentProfiles)
            .where(and(eq(studentProfiles.userId, users.id), eq(studentProfiles.cohortId, opts.cohort))),
        )
      : undefined,
  );
  const { rows, total } = await selectPage(
    db
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        surname: users.surname,
        email: users.email,
        phone: users.phone,
        detail: sql<string>`coalesce(${teacherProfiles.subject}, ${companyProfiles.companyName}, '')`,
        createdAt: users.createdAt,
        suspendedAt: users.suspendedAt,
        suspendedReason: users.suspendedReason,
        extraTimePercent: studentProfiles.extraTimePercent,
      })
      .from(users)
      .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
      .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .$dynamic(),
    db.$count(users, where),
    opts,
  );
  return {
    items: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      suspendedAt: r.suspendedAt?.toISOString() ?? null,
    })),
    total,
  };
}

/** The accounts list's read, handed to the service (service.ts `adminUsersDeps`). */
export const adminUsersRepository = { listUsers };
export type AdminUsersRepository = typeof adminUsersRepository;
