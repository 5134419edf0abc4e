import crypto from 'node:crypto';
import type {
  FastifyInstance,
  FastifyRequest,
  onErrorAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Limiter } from './bounded-memory-limiter.ts';
import { serverMessages } from '@beceri/domain';
import { HttpError } from '../plugins/errors.ts';
import { normalizeEmail } from './email.ts';
import type { LimiterStore, StoreKind } from './rate-limit-stores.ts';

export interface LimitRule {
  /** Names the counter; rules with one name share it. */
  name: string;
  max: number;
  /** Window in milliseconds (whole seconds), fixed from the first hit. */
  windowMs: number;
}

export interface LimitSpec extends Omit<LimitRule, 'name'> {
  /** What the limit counts by: the IP unless given. An empty key is not counted. */
  key?: (req: FastifyRequest) => string;
}

const MINUTE = 60_000;

/** docs/product.md: failures of login, OTP and reset, per account+address and per address. */
export const FAILURE_WINDOW_MS = 15 * MINUTE;
export const FAILURES_PER_ACCOUNT_AND_IP = 10;
export const FAILURES_PER_IP = 100;
/** How long an address where an account signed in stays known to it (the lab rule below). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

/**
 * A successful reset moves the account to a new generation of counters, so the old ones no longer
 * count anywhere. The generation itself lives one failure window: by then every older counter has ended.
 */
const generationRule: LimitRule = {
  name: 'account-generation',
  max: Number.MAX_SAFE_INTEGER,
  windowMs: FAILURE_WINDOW_MS,
};

/** Keys are stored hashed: the shared stores never hold an e-mail or an address in clear. */
const storedKey = (key: string) => crypto.createHash('sha256').update(key).digest('base64url').slice(0, 32);

const secondsLeft = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Fixed-window counters behind one interface, in the store the deployment has (lib/rate-limit-stores.ts).
 * Every limit is multiplied by RATE_LIMIT_FACTOR (benchmarks only).
 */
export class RateLimits {
  private readonly limiters = new Map<string, Limiter>();

  constructor(
    private readonly store: LimiterStore,
    private readonly factor: number,
  ) {}

  get kind(): StoreKind {
    return this.store.kind;
  }

  /** The rule's limit after RATE_LIMIT_FACTOR. */
  max(rule: LimitRule): number {
    return rule.max === Number.MAX_SAFE_INTEGER ? rule.max : Math.max(1, Math.round(rule.max * this.factor));
  }

  private limiter(rule: LimitRule): Limiter {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = this.store.limiter(rule.name, this.max(rule), Math.ceil(rule.windowMs / 1000));
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  /** Counts one hit; answers the seconds to wait when this hit is past the limit, else 0. */
  async hit(rule: LimitRule, key: string): Promise<number> {
    try {
      await this.limiter(rule).consume(storedKey(key));
      return 0;
    } catch (res) {
      if (res instanceof RateLimiterRes) return secondsLeft(res);
      throw res;
    }
  }

  /** Takes back one hit that turned out not to count. */
  async giveBack(rule: LimitRule, key: string): Promise<void> {
    await this.limiter(rule).reward(storedKey(key), 1);
  }

  /** How many hits the key has in its current window. */
  async count(rule: LimitRule, key: string): Promise<number> {
    return (await this.limiter(rule).get(storedKey(key)))?.consumedPoints ?? 0;
  }

  /** The current generation of an account's counters (see generationRule). */
  async generation(account: string): Promise<number> {
    return this.count(generationRule, account);
  }

  /** Ends every per-account counter of the account, whatever address it was counted from. */
  async clearAccount(account: string): Promise<void> {
    await this.limiter(generationRule).penalty(storedKey(account), 1);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

function refuse(reply: { header(name: string, value: string): unknown }, wait: number): never {
  reply.header('retry-after', String(wait));
  throw new HttpError(429, 'RATE_LIMITED', serverMessages.rateLimited);
}

/** A preHandler counting every request (sign-up, contact, reset mails); RATE_LIMIT_FACTOR scales it. */
export function limit(app: FastifyInstance, name: string, spec: LimitSpec): preHandlerAsyncHookHandler {
  const rule: LimitRule = { name, max: spec.max, windowMs: spec.windowMs };
  return async (req, reply) => {
    const key = spec.key ? spec.key(req) : req.ip;
    if (!key) return;
    const wait = await app.rateLimits.hit(rule, key);
    if (wait > 0) refuse(reply, wait);
  };
}

/** The lower-cased e-mail of a JSON body, for limits per account. */
export function bodyEmail(req: FastifyRequest): string {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email).slice(0, 200) : '';
}

interface Taken {
  hits: [LimitRule, string][];
  failed: boolean;
  account: string;
}

/**
 * Route hooks that count failures only (docs/product.md): the handler's error with `failureCode` counts,
 * any other answer is given back before it is sent. Each attempt is counted on arrival, so parallel
 * guesses cannot slip past the limit; once an account has 10 failures from an address, even the right
 * password answers 429 there until the window ends.
 */
export function failureLimits(
  app: FastifyInstance,
  scope: string,
  failureCode: string,
  /** The account the attempt is for: the body's e-mail unless given (the second factor's comes from its cookie). */
  accountOf: (req: FastifyRequest) => string | Promise<string> = bodyEmail,
  /**
   * The lab rule (docs/security.md 'Rate limits'): an address that used up its failures still lets in the accounts that
   * already signed in there (each still held to its own 10 failures), so a classmate's guessing or a credential-stuffing
   * run from a shared address does not lock out a class. Login only: an answer without `failureCode` marks the address.
   */
  knownAddresses = false,
): {
  preHandler: preHandlerAsyncHookHandler;
  onError: onErrorAsyncHookHandler;
  onSend: onSendAsyncHookHandler;
} {
  const perAccountAndIp: LimitRule = {
    name: `${scope}-account-ip`,
    max: FAILURES_PER_ACCOUNT_AND_IP,
    windowMs: FAILURE_WINDOW_MS,
  };
  const perIp: LimitRule = { name: `${scope}-ip`, max: FAILURES_PER_IP, windowMs: FAILURE_WINDOW_MS };
  const known: LimitRule = { name: `${scope}-known`, max: Number.MAX_SAFE_INTEGER, windowMs: KNOWN_ADDRESS_MS };
  const knownKey = (account: string, ip: string) => `${account}|${ip}`;
  const taken = new WeakMap<FastifyRequest, Taken>();
  return {
    async preHandler(req, reply) {
      const account = await accountOf(req);
      const generation = account ? await app.rateLimits.generation(account) : 0;
      const hits: [LimitRule, string][] = [
        [perAccountAndIp, `${account}|${generation}|${req.ip}`],
        [perIp, req.ip],
      ];
      const [accountWait, ipWait] = await Promise.all(hits.map(([rule, key]) => app.rateLimits.hit(rule, key)));
      const ipForgiven =
        knownAddresses &&
        ipWait > 0 &&
        account !== '' &&
        (await app.rateLimits.count(known, knownKey(account, req.ip))) > 0;
      const wait = Math.max(accountWait, ipForgiven ? 0 : ipWait);
      if (wait > 0) {
        // A refused attempt checks nothing, so it is no failure: hammering a locked account does not use up the address.
        await Promise.all(hits.map(([rule, key]) => app.rateLimits.giveBack(rule, key)));
        refuse(reply, wait);
      }
      taken.set(req, { hits, failed: false, account });
    },
    async onError(req, _reply, err) {
      const t = taken.get(req);
      if (t && (err as { code?: string }).code === failureCode) t.failed = true;
    },
    async onSend(req, reply, payload) {
      const t = taken.get(req);
      taken.delete(req);
      if (t && !t.failed) {
        await Promise.all(t.hits.map(([rule, key]) => app.rateLimits.giveBack(rule, key)));
        if (knownAddresses && t.account && reply.statusCode < 400)
          await app.rateLimits.hit(known, knownKey(t.account, req.ip));
      }
      return payload;
    },
  };
}
