import type { FastifyInstance } from 'fastify';
import { labSessions } from '../src/db/schema/index.ts';

const MINUTE = 60_000;

/**
 * A lab session of a course, inserted as the sessions API would store it (attendance's tests make their sessions
 * here, apart from that API): `startMinutes` from now (negative: already begun), lasting `minutes`.
 */
export async function addLabSession(
  app: FastifyInstance,
  s: {
    courseId: string;
    courseTitle?: string;
    teacherId: string | null;
    startMinutes: number;
    minutes?: number;
    capacity?: number;
    room?: string;
  },
): Promise<string> {
  const startsAt = new Date(Date.now() + s.startMinutes * MINUTE);
  const [row] = await app.db
    .insert(labSessions)
    .values({
      courseId: s.courseId,
      courseTitle: s.courseTitle ?? 'Ders',
      teacherId: s.teacherId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (s.minutes ?? 120) * MINUTE),
      capacity: s.capacity,
      room: s.room,
    })
    .returning({ id: labSessions.id });
  return row.id;
}
