import { TOPICS, type Topic } from '../../lib/cache.ts';

/**
 * The topic each table's writes change, and which writes: the same as the NOTIFY triggers of migrations
 * 0001, 0003 and 0005 (checked against the database in read-cache.test.ts), plus the activity log, whose trigger
 * 0003 dropped. Session touches (UPDATE) and new accounts (INSERT) change nothing that is cached.
 */
const tableTopics: Record<string, { topic: Topic; ops: readonly string[] }> = {
  courses: { topic: 'courses', ops: ['insert', 'update', 'delete', 'truncate'] },
  course_classes: { topic: 'courses', ops: ['insert', 'update', 'delete', 'truncate'] },
  // Updates count exam attempts only (migration 0005: the trigger fires on updates of the keys alone).
  course_enrollments: { topic: 'courses', ops: ['insert', 'delete', 'truncate'] },
  jobs: { topic: 'jobs', ops: ['insert', 'update', 'delete', 'truncate'] },
  // A job's required and preferred courses, shown on its page (migration 0035, decision 062).
  job_course_requirements: { topic: 'jobs', ops: ['insert', 'update', 'delete', 'truncate'] },
  blogs: { topic: 'news', ops: ['insert', 'update', 'delete', 'truncate'] },
  activity_logs: { topic: 'logs', ops: ['insert', 'update', 'delete', 'truncate'] },
  sessions: { topic: 'sessions', ops: ['delete', 'truncate'] },
  users: { topic: 'people', ops: ['update', 'delete', 'truncate'] },
  company_profiles: { topic: 'people', ops: ['update', 'delete', 'truncate'] },
  teacher_profiles: { topic: 'people', ops: ['update', 'delete', 'truncate'] },
  // The open cohort: the home page's facts and the sign-up's birth window (migration 0030, decision 053).
  cohorts: { topic: 'programme', ops: ['insert', 'update', 'delete', 'truncate'] },
};

/** The tables announced by a NOTIFY trigger (the activity log's was dropped by migration 0003). */
export const notifiedTables = Object.fromEntries(
  Object.entries(tableTopics).filter(([table]) => table !== 'activity_logs'),
);

/** The topics changed by a request's writes ('insert jobs', …, as db/writes.ts records them). */
export function topicsOf(writes: Iterable<string>): Topic[] {
  const topics = new Set<Topic>();
  for (const write of writes) {
    const [op, table] = write.split(' ');
    if (op === 'unknown') return [...TOPICS];
    const t = tableTopics[table];
    if (t?.ops.includes(op)) topics.add(t.topic);
  }
  return [...topics];
}
