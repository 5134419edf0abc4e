import type { FastifyInstance } from 'fastify';
import type { AdminUserRow, createTeacherRequestSchema, Role } from '@beceri/domain';
import type { z } from 'zod';
import { fullName } from '../../lib/names.ts';
import type { Page, PageQuery } from '../../lib/paging.ts';
import { createAccount } from '../auth/service.ts';
import { listUsers } from './repository.ts';

type AdminUsersDeps = Pick<FastifyInstance, 'db' | 'activity'>;

/** One page of accounts, newest first, of one role or all. */
export const accounts = (deps: AdminUsersDeps, query: PageQuery & { role?: Role }): Promise<Page<AdminUserRow>> =>
  listUsers(deps.db, query);

/** An admin opens a teacher account (self sign-up offers only student and company). */
export async function createTeacher(
  deps: AdminUsersDeps,
  adminId: string,
  input: z.output<typeof createTeacherRequestSchema>,
): Promise<string> {
  const id = await createAccount(deps, { role: 'teacher', ...input });
  await deps.activity.write({
    event: 'teacher.created',
    params: { teacherId: id, teacherName: fullName(input) },
    actorId: adminId,
  });
  return id;
}
