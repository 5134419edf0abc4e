import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  injectAs,
  onPostgres,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';

/**
 * On PostgreSQL a report reads on three connections. Twelve admins asking at once must neither starve the pool (the
 * reports answer 200, or 503 with Retry-After when too many are in flight — never a 500 after the pool's timeout)
 * nor keep a visitor waiting for a connection.
 */
describe.skipIf(!onPostgres)('indicator reports under a burst (PostgreSQL)', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUser(ctx.app, 'admin');
  });
  afterAll(() => ctx.close());

  it(
    'answers 12 reports at once with 200 or 503 + Retry-After, and a visitor at once',
    { timeout: 60_000 },
    async () => {
      for (let burst = 0; burst < 3; burst++) {
        const reports = Array.from({ length: 12 }, (_, i) =>
          injectAs(ctx.app, admin, { url: i % 4 === 3 ? '/admin/indicators.xlsx' : '/admin/indicators' }),
        );
        const started = Date.now();
        const visitor = await ctx.app.inject({ url: '/health' });
        const visitorMs = Date.now() - started;
        const answers = await Promise.all(reports);
        expect(visitor.statusCode).toBe(200);
        expect(visitorMs).toBeLessThan(2000);
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
        expect(statuses).toContain(200);
        for (const busy of answers.filter((a) => a.statusCode === 503)) {
          expect(busy.headers['retry-after']).toBe('2');
          expect(busy.json()).toMatchObject({ code: 'REPORTS_BUSY' });
        }
      }
      // Once the burst is over, every report is answered again.
      expect((await injectAs(ctx.app, admin, { url: '/admin/indicators' })).statusCode).toBe(200);
    },
  );
});
