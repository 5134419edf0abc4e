import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startProcess, tsxArgs } from '@beceri/testkit/processes';
import type { CreateUserOptions, E2EUser } from '../fixtures.ts';
import { recordToasts } from './toasts.ts';

/**
 * A server of a spec's own (support/server.ts with E2E_SMTP=1): its mail goes over SMTP to a real SMTP server the spec
 * can stop and start, and `env` sets its queue's retry timings. The run's shared server is left alone, so stopping
 * SMTP here delays no other spec's mail.
 */
export async function startOwnServer(env: Record<string, string>) {
  const webDist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  const server = await startProcess({
    name: 'a spec-own e2e server',
    args: tsxArgs(path.join(import.meta.dirname, 'server.ts')),
    env: { ...process.env, E2E_WEB_DIST: webDist, E2E_SMTP: '1', ...env },
    ready: { line: /^E2E_READY (.*)$/m },
    timeoutMs: 90_000,
  });
  const { baseURL, controlURL } = JSON.parse(server.ready![1]) as { baseURL: string; controlURL: string };
  const control = async (method: string, url: string, body?: object) => {
    const res = await fetch(`${controlURL}${url}`, { method, body: body && JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res;
  };
  /** Puts the user's session cookie for this server into the browser context. */
  const loginAs = (context: BrowserContext, user: E2EUser) =>
    context.addCookies([{ ...user.cookie, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return {
    baseURL,
    createUser: async (role: E2EUser['role'], options: CreateUserOptions = {}): Promise<E2EUser> =>
      (await control('POST', '/users', { role, ...options })).json(),
    /** Every mail the SMTP server took, oldest first (raw). */
    outbox: async (): Promise<string[]> => (await control('GET', '/outbox')).json(),
    stopSmtp: () => control('POST', '/smtp/stop'),
    startSmtp: () => control('POST', '/smtp/start'),
    loginAs,
    /** A page of a new context signed in as `user`, cookies accepted, toasts recorded: Turkish or English, 900 px tall. */
    pageAs: async (browser: Browser, user: E2EUser, lang: 'tr' | 'en', width = 1440): Promise<Page> => {
      const context = await browser.newContext({
        baseURL,
        locale: lang === 'en' ? 'en-GB' : 'tr-TR',
        viewport: { width, height: 900 },
      });
      await context.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
      await loginAs(context, user);
      const page = await context.newPage();
      await recordToasts(page);
      return page;
    },
    stop: () => server.stop(),
  };
}
export type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;
