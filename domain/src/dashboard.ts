/**
 * `GET /admin/dashboard`: what waits for an admin, each figure counted on the server (decision 057). "This week" is
 * the Europe/Istanbul week, Monday 00:00 to the next Monday.
 */
export interface AdminDashboard {
  /** The open cohort with its participants (current students and former participants) and target; null when none. */
  cohort: { id: string; name: string; nameEn: string; participants: number; target: number } | null;
  /** This week's lab sessions: all, those that have ended, and the ended ones with at least one attendance mark. */
  sessions: { week: number; ended: number; marked: number };
  /** Companies waiting for approval, and how many of them have verified their e-mail. */
  companies: { pending: number; verified: number };
  /** Contact messages no admin has opened. */
  unreadMessages: number;
  /** Mails the queue gave up on. */
  failedMails: number;
  /** Job applications sent and certificates issued this week. */
  applicationsThisWeek: number;
  certificatesThisWeek: number;
  /** The week's bounds, ISO timestamps. */
  weekStart: string;
  weekEnd: string;
}
