import { and, desc, eq } from 'drizzle-orm';
import type { AdminCompanyRow, CompanyApproval } from '@beceri/domain';
import type { Db, Tx } from '../../db/client.ts';
import { selectPage, type Page, type PageQuery } from '../../lib/paging.ts';
import { companyProfiles, users } from '../../db/schema/index.ts';

/** Who an admin action is about: enough for the log line and the mail. */
export async function findAccount(db: Db | Tx, id: string) {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      surname: users.surname,
      email: users.email,
      locale: users.locale,
      suspendedAt: users.suspendedAt,
      companyName: companyProfiles.companyName,
      approval: companyProfiles.approval,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return rows.at(0);
}

/** Suspends (with the reason) or reactivates (`reason` null) an account. */
async function setSuspended(tx: Tx, id: string, reason: string | null) {
  await tx
    .update(users)
    .set({ suspendedAt: reason === null ? null : new Date(), suspendedReason: reason })
    .where(eq(users.id, id));
}

async function setApproval(tx: Tx, id: string, approval: CompanyApproval, reason: string | null) {
  await tx
    .update(companyProfiles)
    .set({ approval, approvalReason: reason, approvalDecidedAt: new Date() })
    .where(eq(companyProfiles.userId, id));
}

/** One page of companies in one vetting state, newest first. */
async function listCompanies(db: Db, state: CompanyApproval, p: PageQuery): Promise<Page<AdminCompanyRow>> {
  const where = eq(companyProfiles.approval, state);
  const { rows, total } = await selectPage(
    db
      .select({
        id: users.id,
        companyName: companyProfiles.companyName,
        name: users.name,
        surname: users.surname,
        email: users.email,
        phone: users.phone,
        approval: companyProfiles.approval,
        approvalReason: companyProfiles.approvalReason,
        createdAt: users.createdAt,
      })
      .from(companyProfiles)
      .innerJoin(users, eq(users.id, companyProfiles.userId))
      .where(and(where, eq(users.role, 'company')))
      .orderBy(desc(users.createdAt), desc(users.id))
      .$dynamic(),
    db.$count(companyProfiles, where),
    p,
  );
  return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

/** A company's vetting state; undefined for another role. */
export async function companyApproval(db: Db | Tx, id: string): Promise<CompanyApproval | undefined> {
  const [row] = await db
    .select({ approval: companyProfiles.approval })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, id))
    .limit(1);
  return row?.approval;
}

/** The admin actions' reads and writes, handed to the service (service.ts `trustDeps`). */
export const trustRepository = { findAccount, setSuspended, setApproval, listCompanies };
export type TrustRepository = typeof trustRepository;
