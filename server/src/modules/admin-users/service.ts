import type { FastifyInstance } from 'fastify';
import { createTeacherInputSchema } from '@beceri/domain';
import { parseWithNewPassword } from '../../lib/passwords.ts';
import { createAccount } from '../auth/service.ts';

/** An admin opens a teacher account (self sign-up offers only student and company). */
export async function createTeacher(app: FastifyInstance, adminId: string, body: unknown): Promise<string> {
  const input = parseWithNewPassword(createTeacherInputSchema, body);
  const id = await createAccount(app, { role: 'teacher', ...input });
  await app.activity.write({ type: 'other', text: `Yönetici, ${input.name} ${input.surname} adlı öğretmenin hesabını açtı`, actorId: adminId });
  return id;
}
