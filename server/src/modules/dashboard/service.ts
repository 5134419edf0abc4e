import type { FastifyInstance } from 'fastify';
import type { AdminDashboard } from '@beceri/domain';
import type { Db } from '../../db/client.ts';
import { outboxRepository } from '../outbox/repository.ts';
import { dashboardRepository, type DashboardRepository } from './repository.ts';
import { iso } from '../../lib/dates.ts';

/** What the dashboard needs: the database, the queue's executor (failed mails live in its tables). */
export interface DashboardDeps {
  db: Db;
  queue: Pick<FastifyInstance['queue'], 'executor'>;
  dashboard: DashboardRepository;
  outbox: Pick<typeof outboxRepository, 'countMails'>;
}

export const dashboardDeps = (app: FastifyInstance): DashboardDeps => ({
  db: app.db,
  queue: app.queue,
  dashboard: dashboardRepository,
  outbox: outboxRepository,
});

/** `GET /admin/dashboard`: what waits for an admin (decision 057), two statements whatever the data's size. */
export async function adminDashboard(deps: DashboardDeps, now = new Date()): Promise<AdminDashboard> {
  const [c, failedMails] = await Promise.all([
    deps.dashboard.counts(deps.db, now),
    deps.outbox.countMails(deps.queue.executor, ['failed']),
  ]);
  return {
    cohort:
      c.cohort_id === null
        ? null
        : {
            id: c.cohort_id,
            name: c.cohort_name ?? '',
            nameEn: c.cohort_name_en ?? '',
            participants: Number(c.cohort_participants),
            target: Number(c.cohort_target),
          },
    sessions: { week: c.sessions_week, ended: c.sessions_ended, marked: c.sessions_marked },
    companies: { pending: c.companies_pending, verified: c.companies_verified },
    unreadMessages: c.unread_messages,
    failedMails,
    applicationsThisWeek: c.applications_week,
    certificatesThisWeek: c.certificates_week,
    weekStart: iso(c.week_start),
    weekEnd: iso(c.week_end),
  };
}
