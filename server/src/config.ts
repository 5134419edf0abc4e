import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  BIRTH_DATE_MAX,
  BIRTH_DATE_MIN,
  DEFAULT_CONTACT_RETENTION_MONTHS,
  isCalendarDay,
  ROLES,
  translate,
  type Role,
} from '@beceri/domain';
import { DataKeyError, parseDataKey } from './lib/personal-data.ts';
import { serverPasswordSchema } from './lib/passwords.ts';
import { parseStorageUrl, StorageConfigError } from './lib/storage/index.ts';
import type { S3Settings } from './lib/storage/s3.ts';

const boolFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections each instance keeps to PostgreSQL at most (decision 046). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Beceri <no-reply@beceri.local>'),
  ADMIN_EMAIL: z.email().optional(),
  /** The same rule as every password (docs/product.md): a weak one stops start-up. */
  ADMIN_PASSWORD: serverPasswordSchema.optional(),
  SEED_DEMO: boolFlag.optional(),
  PUBLIC_URL: z.url().optional(),
  COOKIE_SECURE: boolFlag.optional(),
  CONTACT_EMAIL: z.email().default('iletisim@beceri.org.tr'),
  /** Months a contact message is kept; the scheduled purge deletes older ones, the privacy notice states it. */
  CONTACT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(DEFAULT_CONTACT_RETENTION_MONTHS),
  CONTACT_PHONE: z.string().min(3).default('+90 262 000 00 00'),
  QUALIFICATION_AUTHORITY_URL: z.url().default('https://www.myk.gov.tr'),
  EXAM_SIGNUP_URL: z.url().default('https://forms.gle/beceri-sinav-basvuru'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Multiplies every rate limit; only benchmarks raise it. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** Rate-limit counters shared by every instance; without it they live in PostgreSQL (DATABASE_URL) or in memory. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('beceri:'),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === undefined)
        ctx.addIssue({
          code: 'custom',
          message:
            'true, false, a number of hops, or comma-separated addresses, CIDRs, loopback, linklocal, uniquelocal',
        });
      return parsed ?? false;
    }),
  WEB_DIST: z.string().optional(),
  /** 32 bytes (hex or base64) encrypting personal data at rest; required with DATABASE_URL. */
  DATA_KEY: z.string().optional(),
  ORG_NAME: z.string().min(1).default('İzmit Bölgesi Sanayi Odası'),
  /** The first cohort's birth window, read once when it is seeded (decision 053); later ones are set by admins. */
  BIRTH_DATE_FROM: z.string().refine(isCalendarDay, 'a real day written YYYY-MM-DD').default(BIRTH_DATE_MIN),
  BIRTH_DATE_TO: z.string().refine(isCalendarDay, 'a real day written YYYY-MM-DD').default(BIRTH_DATE_MAX),
  /** `required`: a new company waits for an admin's approval before its jobs are public. */
  COMPANY_APPROVAL: z.enum(['off', 'required']).default('off'),
  /** Roles that must sign in with a second factor (comma list, e.g. `admin`); empty: optional for everyone. */
  MFA_REQUIRED_ROLES: z
    .string()
    .default('')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(ROLES, { error: 'a comma list of student, teacher, company, admin' }))),
  /** Memory the read cache may hold, in MB. */
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** 0 turns off the answers written before Fastify (decision 010). */
  FAST_PATH: boolFlag.default(true),
  /** Unset: local disk under DATA_DIR/uploads. `s3://bucket?endpoint=…&region=…&forcePathStyle=true`: an S3-compatible store. */
  STORAGE_URL: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  /** Job queue (decision 036): how often an idle worker looks for work, and how often schedules are checked. */
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  QUEUE_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  /** A mail SMTP refuses or cannot take: first retry after this, doubling up to the maximum, for the window. */
  MAIL_RETRY_FIRST_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
  MAIL_RETRY_WINDOW_SECONDS: z.coerce.number().int().min(1).default(86400),
  /** A company's new applications (decision 061): after one mail, later ones wait this long and go out in one. */
  APPLICATION_MAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
  /** Scheduled work (cron, Europe/Istanbul): the purge of expired data and sessions, the storage sweep. */
  PURGE_CRON: z.string().min(9).default('17 */6 * * *'),
  STORAGE_SWEEP_CRON: z.string().min(9).default('41 * * * *'),
  /** The daily digest of the students' saved job searches (decision 064): 08:00 in Istanbul. */
  JOB_ALERT_CRON: z.string().min(9).default('0 8 * * *'),
  /** `GET /metrics` answers only with `Authorization: Bearer <this>`; unset: 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string };
  seedDemo: boolean;
  publicUrl: string;
  cookieSecure: boolean;
  contactEmail: string;
  contactPhone: string;
  /** Months a contact message is kept (`CONTACT_RETENTION_MONTHS`). */
  contactRetentionMonths: number;
  qualificationAuthorityUrl: string;
  examSignupUrl: string;
  logLevel: Env['LOG_LEVEL'];
  rateLimitFactor: number;
  redisUrl?: string;
  redisPrefix: string;
  trustProxy: TrustProxy;
  webDist: string;
  /** Unset only on the embedded database, where a key file is generated (lib/personal-data.ts). */
  dataKey?: Buffer;
  /** The data controller named in the privacy notice. */
  orgName: string;
  /** The first cohort's birth window (`BIRTH_DATE_FROM`/`BIRTH_DATE_TO`): used only when it is seeded. */
  firstCohortBirthWindow: { from: string; to: string };
  /** Whether a company signing up starts 'pending' (`required`) or approved (`off`, docs/product.md's behaviour). */
  companyApproval: 'off' | 'required';
  /** MFA_REQUIRED_ROLES: these accounts set up a second factor before anything else. */
  mfaRequiredRoles: Role[];
  /** Passkeys are bound to PUBLIC_URL's origin when it is set, else to the address the request came to. */
  webauthnOrigin: string | undefined;
  cacheMaxMb: number;
  fastPath: boolean;
  /** Set when STORAGE_URL names an object store; unset means local disk. */
  storage?: S3Settings;
  queue: {
    pollSeconds: number;
    cronCheckSeconds: number;
    purgeCron: string;
    storageSweepCron: string;
    jobAlertCron: string;
  };
  mailRetry: { firstSeconds: number; maxSeconds: number; windowSeconds: number };
  /** Seconds after a company's mail of new applications during which the next ones are collected (decision 061). */
  applicationMailWindowSeconds: number;
  metricsToken?: string;
}

/** What Fastify's `trustProxy` accepts: everything, nothing, a number of hops, or the proxies' addresses. */
export type TrustProxy = boolean | number | string;

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(part: string): boolean {
  if (proxyNames.has(part)) return true;
  const [address, bits, ...rest] = part.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (family === 4 && net.isIPv4(bits)) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`. A number of hops becomes a function: Fastify alone would trust no one for a
 * number, since it cannot check who connects; the operator who sets one vouches for it.
 */
export function trustProxyOption(value: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** TRUST_PROXY as written; undefined when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  const parts = v.split(',').map((p) => p.trim());
  return parts.every(isAddressOrRange) ? parts.join(',') : undefined;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops start-up with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${translate(i.message, 'tr')}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.BIRTH_DATE_TO <= e.BIRTH_DATE_FROM) {
    throw new ConfigError('Invalid environment:\n  BIRTH_DATE_TO must be after BIRTH_DATE_FROM');
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  let dataKey: Buffer | undefined;
  try {
    dataKey = e.DATA_KEY ? parseDataKey(e.DATA_KEY) : undefined;
  } catch (err) {
    throw new ConfigError(`Invalid environment:\n  DATA_KEY: ${(err as DataKeyError).message}`);
  }
  if (e.DATABASE_URL && !dataKey) {
    throw new ConfigError(
      'Invalid environment:\n  DATA_KEY is required when DATABASE_URL is set (every instance uses the same key; see docs/security.md)',
    );
  }
  let storage: S3Settings | undefined;
  try {
    storage = e.STORAGE_URL
      ? parseStorageUrl(e.STORAGE_URL, { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY })
      : undefined;
  } catch (err) {
    if (!(err instanceof StorageConfigError)) throw err;
    throw new ConfigError(`Invalid environment:\n  ${err.message}`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO ?? false,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    contactEmail: e.CONTACT_EMAIL,
    contactPhone: e.CONTACT_PHONE,
    contactRetentionMonths: e.CONTACT_RETENTION_MONTHS,
    qualificationAuthorityUrl: e.QUALIFICATION_AUTHORITY_URL,
    examSignupUrl: e.EXAM_SIGNUP_URL,
    logLevel: e.LOG_LEVEL,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    dataKey,
    orgName: e.ORG_NAME,
    firstCohortBirthWindow: { from: e.BIRTH_DATE_FROM, to: e.BIRTH_DATE_TO },
    companyApproval: e.COMPANY_APPROVAL,
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES,
    webauthnOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    cacheMaxMb: e.CACHE_MAX_MB,
    fastPath: e.FAST_PATH,
    storage,
    queue: {
      pollSeconds: e.QUEUE_POLL_SECONDS,
      cronCheckSeconds: e.QUEUE_CRON_CHECK_SECONDS,
      purgeCron: e.PURGE_CRON,
      storageSweepCron: e.STORAGE_SWEEP_CRON,
      jobAlertCron: e.JOB_ALERT_CRON,
    },
    mailRetry: {
      firstSeconds: e.MAIL_RETRY_FIRST_SECONDS,
      maxSeconds: e.MAIL_RETRY_MAX_SECONDS,
      windowSeconds: e.MAIL_RETRY_WINDOW_SECONDS,
    },
    applicationMailWindowSeconds: e.APPLICATION_MAIL_WINDOW_SECONDS,
    metricsToken: e.METRICS_TOKEN,
  };
}
