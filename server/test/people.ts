import type { SessionUser } from '@beceri/domain';

/*
 * Who the services' unit tests act as, and the ids of the rows they make up (beside the in-memory stand-ins of
 * fakes.ts).
 */

/** The n-th made-up id, a valid UUID: `uuid(7)` is `00000000-0000-4000-8000-000000000007`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A signed-in person reading Turkish, mailed at `<id>@example.com`. */
export const person = (id: string, role: SessionUser['role'], name: string): SessionUser => ({
  id,
  role,
  name,
  email: `${id}@example.com`,
  locale: 'tr',
});
