import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * Answers written before Fastify (lib/fast-path.ts, decision 010) skip every Fastify hook. So each hook a
 * cached GET route runs is listed here with the reason a fast answer may skip it (or where the fast path
 * does the same work itself). A hook added to the app makes this test fail until someone decides.
 */
const decided: Record<string, [hook: string, why: string][]> = {
  onRequest: [
    ['setSecurityHeaders()', 'a ready answer carries every header of the first answer, these included'],
    ['fastifyCookieHandler()', 'the fast path reads the session cookie itself (rawCookie)'],
    ['anonymous()', "@fastify/multipart's request decoration: GET bodies are never read"],
    ['allowPublicReads()', 'the CORS headers of a public read are kept with its answer like every other header'],
    ['cacheTicket()', 'a hit stores nothing, so it needs no ticket'],
    ['resolveSession()', 'the fast path answers only callers the session cache already knows (SessionStore.peek)'],
    ['refuseForeignOrigin()', 'only writes are checked; the fast path takes only GET'],
  ],
  preValidation: [
    ['requireSecondFactor()', 'the fast path leaves callers of MFA_REQUIRED_ROLES to Fastify (read-cache callerNow)'],
  ],
  preHandler: [
    [
      'rejectForbiddenText()',
      'an address with a forbidden character is refused before any fill: no ready answer has one',
    ],
    ['cacheLookup()', 'the lookup itself; the fast path applies the same rule (mayServe)'],
  ],
  onSend: [
    ['fastifyCookieOnSendHandler()', 'sets no cookie on a cached answer (set-cookie is never kept)'],
    ['noStoreForSessions()', "runs before the answer is kept, so a logged-in caller's kept answer has its no-store"],
    ['storeAnswerDropChanged()', 'a hit neither writes nor fills the cache'],
  ],
  onResponse: [
    ['anonymous()', "@fastify/multipart's clean-up of uploaded files: a GET has none"],
    [
      'countRequest()',
      'the fast path counts its answers itself, by route and status (observeReady, plugins/metrics.ts)',
    ],
    ['dropTemps()', "removes an upload's temporary files (plugins/storage.ts): a GET has none"],
  ],
  onRequestAbort: [
    ['releaseWaiters()', 'a hit is never a fill others wait for'],
    ['dropTemps()', "removes an upload's temporary files: a GET has none"],
  ],
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The hooks printRoutes shows for one route, by stage. */
function hooksOf(method: string, url: string): Record<string, string[]> {
  const lines = ctx.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
  const start = lines.findIndex((l) => l.includes(`${url} (${method})`));
  expect(start, `${method} ${url} is registered`).toBeGreaterThan(-1);
  const hooks: Record<string, string[]> = {};
  for (const line of lines.slice(start + 1)) {
    const m = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (!m) break;
    hooks[m[1]] = JSON.parse(m[2]);
  }
  return hooks;
}

it('every hook of a cached route has a decision on whether answers written before Fastify need it', () => {
  const expected = Object.fromEntries(
    Object.entries(decided).map(([stage, list]) => [stage, list.map(([hook]) => hook)]),
  );
  for (const [method, url] of [
    ['GET', '/course/all'],
    ['GET', '/log/all'],
    ['GET', '/blog/all'],
  ]) {
    const actual = hooksOf(method, url);
    // /log/all checks the admin role (app.authorize) before the lookup: the fast path checks it too. It then
    // refuses a query that failed its schema (plugins/errors.ts): such a query never gets a cache key, so the
    // fast path never has an answer for it.
    if (url === '/log/all')
      actual.preHandler = actual.preHandler.filter((hook) => hook !== 'authorize()' && hook !== 'rejectInvalidInput()');
    expect(
      actual,
      `hooks of ${method} ${url} changed: decide whether ready answers (lib/fast-path.ts) need them, see decision 010`,
    ).toEqual(expected);
  }
});
