import type { FastifyInstance } from 'fastify';
import type { AdminUserRow, createTeacherRequestSchema, Role } from '@beceri/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../lib/names.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import type { ActivityLog } from '../../plugins/activity.ts';
import { createAccount } from '../auth/service.ts';
import { adminUsersRepository, type AdminUsersRepository } from './repository.ts';

/**
 * What the admin users' rules need (the model: news/service.ts): the routes pass the real ones
 * (`adminUsersDeps(app)`), the unit tests (service.test.ts) in-memory ones. Accounts are opened by auth's
 * `createAccount`, which also holds the one-account-per-e-mail rule (409 `EMAIL_TAKEN`).
 */
export interface AdminUsersDeps {
  db: Db;
  users: AdminUsersRepository;
  accounts: { createAccount: typeof createAccount };
  activity: Pick<ActivityLog, 'write'>;
}

export const adminUsersDeps = (app: FastifyInstance): AdminUsersDeps => ({
  db: app.db,
  users: adminUsersRepository,
  accounts: { createAccount },
  activity: app.activity,
});

/** One page of accounts, newest first, of one role or all, of one cohort's students or everyone. */
export const accounts = (
  deps: Pick<AdminUsersDeps, 'db' | 'users'>,
  query: PageQuery & { role?: Role; cohort?: string },
): Promise<Page<AdminUserRow>> => deps.users.listUsers(deps.db, query);

/** An admin opens a teacher account (self sign-up offers only student and company). */
export async function createTeacher(
  deps: AdminUsersDeps,
  adminId: string,
  input: z.output<typeof createTeacherRequestSchema>,
): Promise<string> {
  return deps.accounts.createAccount(deps, { ...input, role: 'teacher' }, (tx, teacherId) =>
    deps.activity.write(
      { event: 'teacher.created', params: { teacherId, teacherName: fullName(input) }, actorId: adminId },
      tx,
    ),
  );
}
