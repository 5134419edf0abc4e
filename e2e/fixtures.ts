import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { recordToasts } from './support/toasts.ts';
import { hydratedAt } from './support/hydration.ts';
import { tcNumber } from '../server/test/tc-number.ts';

export { expectToast, recordToasts } from './support/toasts.ts';

export interface E2EUser {
  id: string;
  email: string;
  password: string;
  role: 'student' | 'teacher' | 'company' | 'admin';
  name: string;
  surname: string;
  companyName: string;
  cookie: { name: string; value: string };
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  name?: string;
  surname?: string;
  companyName?: string;
  /** Attach this file as the student's resume. */
  resume?: { name: string; data: Buffer };
  /** indicators: a student's answers instead of the defaults, and a registration time (ISO). */
  profile?: {
    gender?: 'male' | 'female';
    dateOfBirth?: string;
    educationLevel?: string;
    jobSeekingStatus?: 'no' | 'job' | 'internship';
    disability?: 'yes' | 'no';
  };
  registeredAt?: string;
  /** A student's cohort instead of the open one. */
  cohortId?: string;
  /** A company's vetting state; approved unless told. */
  approval?: 'pending' | 'approved' | 'rejected';
}

const controlURL = () => {
  const url = process.env.E2E_CONTROL_URL;
  if (!url) throw new Error('E2E_CONTROL_URL is not set: the global setup did not run');
  return url;
};

/** Creates an account (with a session) straight in the database of the running server. */
export async function createUser(role: E2EUser['role'], options: CreateUserOptions = {}): Promise<E2EUser> {
  const { resume, ...rest } = options;
  const res = await fetch(`${controlURL()}/users`, {
    method: 'POST',
    body: JSON.stringify({ role, ...rest, resumeBase64: resume?.data.toString('base64'), resumeName: resume?.name }),
  });
  if (!res.ok) throw new Error(`createUser failed: ${await res.text()}`);
  return res.json();
}

/** A lab session of a course, inserted straight in the database (the sessions API is another feature's). */
export async function addLabSession(s: {
  courseId: string;
  courseTitle: string;
  teacherId: string;
  startsAt: Date;
  endsAt: Date;
}): Promise<string> {
  const res = await fetch(`${controlURL()}/lab-sessions`, { method: 'POST', body: JSON.stringify(s) });
  if (!res.ok) throw new Error(`addLabSession failed: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Every mail the server wrote to its outbox (no SMTP_URL in the browser suite), oldest first. */
export async function outbox(): Promise<string[]> {
  const res = await fetch(`${controlURL()}/outbox`);
  return res.json();
}

/** Runs the daily digest of saved job searches now (the queue runs it at 08:00 Istanbul); answers how many were mailed. */
export async function runJobAlertDigest(): Promise<number> {
  const res = await fetch(`${controlURL()}/job-alert-digest`, { method: 'POST' });
  if (!res.ok) throw new Error(`job alert digest failed: ${await res.text()}`);
  return ((await res.json()) as { mailed: number }).mailed;
}

interface Fixtures {
  /** Store the cookie consent before the page loads, so the dialog stays out of the way (default true). */
  consent: boolean;
  /** Console errors the test expects; any other console.error fails the test. */
  allowedConsoleErrors: RegExp[];
  /** Puts the user's session cookie into the browser: the page is then logged in. */
  loginAs: (user: E2EUser) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  consent: [true, { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, consent, allowedConsoleErrors }, use) => {
    await recordToasts(page);
    if (consent) {
      await page.addInitScript(() => {
        // Also runs in cross-origin frames (maps, video embeds), whose storage is not ours to touch.
        if (window === window.top) localStorage.setItem('cookie_consent', 'accepted');
      });
    }
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      // A failed request the test provoked on purpose shows as a resource error; statuses are asserted by tests.
      if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
      if (allowedConsoleErrors.some((re) => re.test(text))) return;
      errors.push(text);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    // docs/product.md: no alert(), confirm() or prompt() anywhere; a native dialog fails the test that met it.
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss().catch(() => undefined);
    });
    await use(page);
    expect(errors, 'unexpected console errors').toEqual([]);
    expect(dialogs, 'native dialogs (use the error summary, a toast or ConfirmDialog)').toEqual([]);
  },
  loginAs: async ({ context, baseURL }, use) => {
    await use(async (user) => {
      await context.addCookies([{ ...user.cookie, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
    });
  },
});

export { expect };

/** Small real files recognised by their content. */
export const samples = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Writes a sample to a temporary file for `setInputFiles`. */
export function sampleFile(dir: string, name: string, data: Buffer): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
}

/**
 * Pages through an admin table ('Öncesi'/'Sonraki') until the row naming `text` shows; other tests may add
 * rows meanwhile. Each page's rows must have arrived (no spinner, the table not busy) before it looks.
 */
export async function findAdminRow(page: Page, text: string) {
  const row = page.getByRole('row').filter({ hasText: text });
  const next = page.getByRole('button', { name: 'Sonraki' });
  const loaded = async () => {
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  };
  // 'n / m' between the buttons: each click must show the next page before its rows are read.
  const pageOf = page.getByText(/^\d+ \/ \d+$/);
  await loaded();
  // Rows another test adds on top push the rest down: the row may move to the page just looked at as the next one
  // shows, and is then missed. From the last page the search starts again on the first (three passes at most).
  for (let pass = 0; pass < 3 && !(await row.isVisible()); pass++) {
    if (pass > 0) {
      const first = new URL(page.url());
      first.searchParams.delete('page');
      await page.goto(first.toString());
      await loaded();
    }
    for (let i = 0; i < 30 && !(await row.isVisible()) && (await next.isEnabled()); i++) {
      const shown = Number((await pageOf.textContent())!.split(' / ')[0]);
      await next.click();
      await expect(pageOf).toHaveText(new RegExp(`^${shown + 1} / `));
      await loaded();
    }
  }
  await expect(row).toBeVisible();
  return row;
}

/** A title no other test uses: `prefix` and eight random letters and digits. */
export const uniqueTitle = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

/** An API client that calls as `user` (JSON by default), for setting up data the way the app itself would. */
export function apiAs(user: E2EUser): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { cookie: `${user.cookie.name}=${user.cookie.value}`, accept: 'application/json' },
  });
}

/** The JSON of an API call that sets a test up; the call's address, status and answer when it did not succeed. */
export async function setupJson<T>(res: Promise<APIResponse>): Promise<T> {
  const r = await res;
  if (!r.ok()) throw new Error(`setup failed: ${r.url()} → ${r.status()} ${await r.text()}`);
  return r.json() as Promise<T>;
}

/** `company`'s job posted through the API with exactly these fields; its id. */
export async function postJob(
  company: E2EUser,
  data: { title: string; description: string } & Record<string, unknown>,
) {
  const api = await apiAs(company);
  const res = await api.post('/job/add', { data });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await api.dispose();
  return id;
}

/** How much wider than the window the page is (0 or less: nothing scrolls sideways). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Runs `fn` while no other test of this run holds `name`: for the one record every test shares (the
 * about page, which three specs save). The lock is a directory: mkdir creates it or fails, atomically,
 * across workers.
 */
export async function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `beceri-e2e-${process.env.E2E_RUN_ID}-${name}.lock`);
  // Another worker's process holds it: nothing announces its release across processes, so look again
  // every 100 ms, within the test's own time.
  const deadline = Date.now() + test.info().timeout;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (Date.now() > deadline)
        throw new Error(`exclusive('${name}'): still held by another test after ${test.info().timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The newest reset code mailed to `email` after `after` mails to it (read from the outbox, as a person reads mail). */
export async function mailedCode(email: string, after: number): Promise<string> {
  let mails: string[] = [];
  await expect
    .poll(async () => {
      mails = (await outbox()).filter((m) => m.includes(`To: ${email}`));
      return mails.length;
    })
    .toBeGreaterThan(after);
  // Undo quoted-printable soft line breaks before reading the code.
  const match = /Kod: (\d{6})/.exec(mails.at(-1)!.replace(/=\r?\n/g, ''));
  if (!match) throw new Error('no code in the mail');
  return match[1];
}

/** A valid TC number of its own for each browser sign-up (one person, one student account). */
export const uniqueIdNumber = () => tcNumber((Date.now() % 1e7) * 100 + Math.floor(Math.random() * 100));

/**
 * Signs a new company up through the API (Ali Demir of Körfez Kimya, unverified e-mail) on the page's own request
 * context: the sign-up's session cookie lands in the browser (decision 060). `lang`: the language it signs up in.
 */
export async function signUpCompany(page: Page, email: string, lang?: 'tr' | 'en') {
  const password = 'Kartal-2024';
  const signup = await page.request.post(lang ? `/auth/register?lang=${lang}` : '/auth/register', {
    multipart: {
      role: 'company',
      name: 'Ali',
      surname: 'Demir',
      companyName: 'Körfez Kimya',
      email,
      password,
      consent: 'true',
    },
  });
  expect(signup.status()).toBe(201);
}

/** The student sign-up form of Ayşe Yılmaz filled in with this e-mail, up to the resume. */
export async function fillStudentSignup(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Öğrenci').check();
  await page.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await page.getByLabel('Soyad').fill('Yılmaz');
  await page.getByLabel('Kimlik numarası').fill(uniqueIdNumber());
  await page.getByLabel('Doğum tarihi').fill('2001-04-12');
  await page.getByLabel('Kadın').check();
  await page.getByRole('group', { name: 'Engel durumunuz var mı?' }).getByLabel('Hayır').check();
  await page.getByLabel('Eğitim durumu').selectOption('universityStudent');
  await page.getByLabel('İş arıyor musunuz?').selectOption('internship');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill('Parola12!');
}

/**
 * The WCAG 2.1 A/AA violations axe finds on the page (inside `include` when given, outside `exclude`), one line
 * each: "rule: the elements it names". `impacts` keeps only those (e.g. serious and critical).
 */
export async function wcagViolations(
  page: Page,
  { include, exclude, impacts }: { include?: string; exclude?: string; impacts?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Opens `path` and waits until its screen has settled: its h1 shown, no loading status left. */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

/** Waits until React has hydrated the server-rendered page (support/hydration.ts says how that is seen). */
export async function hydrated(page: Page) {
  await page.waitForFunction(hydratedAt);
}
