/**
 * The log's error serializer: an error is written without the personal data it may carry.
 *
 * Drizzle's `DrizzleQueryError` puts the query's parameters in its message (a failed sign-up would
 * log the TC number and birth date), and PostgreSQL's `detail` repeats the offending values
 * ('Key (email)=(…) already exists'). A database error is therefore logged with its SQLSTATE code,
 * constraint, table and column only; any other error with its message, e-mail addresses and
 * 11-digit numbers masked. Stacks keep their frames, never their message line.
 */

interface DbFields {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
  routine?: string;
}

// '@' also as %40: a browser encodes it in a path segment.
const EMAIL = /[^\s<>()"',;:/?&=%]+(?:@|%40)[^\s<>()"',;:/?&=]+\.[^\s<>()"',;:/?&=]+/gi;
const ELEVEN_DIGITS = /(?<!\d)\d{11}(?!\d)/g;

export const maskPersonalData = (text: string) => text.replace(EMAIL, '[e-posta]').replace(ELEVEN_DIGITS, '[numara]');

/** The frames of a stack, without the message that V8 writes on top of them. */
function framesOf(err: unknown): string {
  if (!(err instanceof Error)) return '';
  const at = err.stack?.indexOf('\n    at ') ?? -1;
  return at >= 0 ? `${err.name}${err.stack!.slice(at)}` : err.name;
}

function chainOf(err: unknown): object[] {
  const chain: object[] = [];
  for (let e = err; e && typeof e === 'object' && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

const isQueryError = (e: object) =>
  'params' in e || 'query' in e || (e instanceof Error && e.message.startsWith('Failed query:'));
const hasSqlState = (e: object) =>
  typeof (e as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((e as { code: string }).code);

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Fastify's request line, with e-mail addresses in the path masked (`GET /company/get/{email}`). */
/** Query values that are secrets (an e-mail verification link's token, codes): the log keeps the name only. */
const SECRET_NAME = /^(?:token|code|otp|key|reset)$/i;
const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).trim();
  } catch {
    return name;
  }
};
/** Names are read as the server reads them (`%74oken` is `token`), so no spelling slips a secret into the log. */
function maskSecrets(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq >= 0 && SECRET_NAME.test(decodedName(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=[gizli]` : pair;
    });
  return `${url.slice(0, at + 1)}${pairs.join('&')}`;
}

/**
 * A calendar feed's address is its secret (`/calendar/{token}.ics`, decision 054): whoever reads it reads the person's
 * timetable until they make a new one, so the log keeps only its shape.
 */
const maskFeedToken = (url: string) => url.replace(/\/calendar\/[^/?#]+\.ics/i, '/calendar/[gizli].ics');

export function serializeRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: maskPersonalData(maskSecrets(maskFeedToken(req.url))),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function serializeError(err: unknown): SerializedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: maskPersonalData(String(err)), stack: '' };
  const chain = chainOf(err);
  const top = err as Error & { code?: unknown; statusCode?: unknown };
  if (chain.some((e) => isQueryError(e) || hasSqlState(e))) {
    const db = (chain.find(hasSqlState) ?? {}) as DbFields;
    const cause = chain.find((e) => !isQueryError(e));
    return {
      type: 'DatabaseError',
      message: db.code ? `database error ${db.code}` : 'database error',
      code: db.code,
      constraint: db.constraint,
      table: db.table,
      column: db.column,
      severity: db.severity,
      routine: db.routine,
      // A connection failure has no SQLSTATE: its class tells what happened (its message may hold no query).
      cause: cause && cause !== (db as object) && cause instanceof Error ? cause.constructor.name : undefined,
      stack: framesOf(top),
    };
  }
  const message = top instanceof Error ? top.message : String(err);
  return {
    type: top.constructor?.name ?? 'Error',
    message: maskPersonalData(message),
    code: typeof top.code === 'string' || typeof top.code === 'number' ? top.code : undefined,
    statusCode: typeof top.statusCode === 'number' ? top.statusCode : undefined,
    stack: framesOf(top),
  };
}
