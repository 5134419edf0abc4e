import type { JobType } from './filters.ts';
import { messageKey } from './i18n.ts';
import type { Province } from './provinces.ts';

/** How many saved searches ('job alerts') a student may keep (docs/product.md). */
export const JOB_ALERTS_MAX = 5;

/** Messages of the job alerts: keys of the server's catalogue (`jobAlerts.*`). */
export const jobAlertMessages = {
  limit: messageKey('jobAlerts.limit', { max: JOB_ALERTS_MAX }),
  duplicate: 'jobAlerts.duplicate',
  notFound: 'jobAlerts.notFound',
  tokenInvalid: 'jobAlerts.tokenInvalid',
} as const;

/** A saved search as its owner reads it: the same filters as `/jobs` (none: every new job). */
export interface JobAlertView {
  id: string;
  q: string | null;
  city: Province | null;
  type: JobType | null;
  createdAt: string;
}

/** What the unsubscribe page shows before its one button, read with the mail's token (no login). */
export interface JobAlertUnsubscribeView {
  alerts: Pick<JobAlertView, 'q' | 'city' | 'type'>[];
}
