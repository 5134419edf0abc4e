import zlib from 'node:zlib';
import { readyAnswer, type ReadyAnswer } from '../../lib/fast-path.ts';
import type { CacheRule } from './rules.ts';

/** A cached answer: the bytes Fastify sent, and brotli and gzip copies for clients that accept them. */
export interface CachedAnswer {
  rule: CacheRule;
  identity: ReadyAnswer;
  br?: ReadyAnswer;
  gzip?: ReadyAnswer;
  /** Every body and header kept, in bytes: what the entry costs the cache. */
  bytes: number;
}

/** Smaller answers gain less from compression than a phone spends inflating them. */
const COMPRESS_FROM = 1024;

const answerBytes = (a: ReadyAnswer) => a.body.length + a.headers.reduce((n, h) => n + h.length, 0);

/**
 * Encodes an answer once, when it is cached: brotli at a middle quality (about a millisecond for a list
 * page; a hit then costs nothing more) and gzip for the clients without brotli. A copy that is not smaller
 * is not kept.
 */
export function cachedAnswer(rule: CacheRule, headers: Record<string, unknown>, body: Buffer): CachedAnswer {
  const identity = readyAnswer(headers, body);
  const answer: CachedAnswer = { rule, identity, bytes: answerBytes(identity) };
  if (body.length < COMPRESS_FROM) return answer;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gzip = zlib.gzipSync(body, { level: 6 });
  if (br.length < body.length) answer.br = readyAnswer({ ...headers, 'content-encoding': 'br' }, br);
  if (gzip.length < body.length) answer.gzip = readyAnswer({ ...headers, 'content-encoding': 'gzip' }, gzip);
  answer.bytes += (answer.br ? answerBytes(answer.br) : 0) + (answer.gzip ? answerBytes(answer.gzip) : 0);
  return answer;
}

/** The copy for this Accept-Encoding: brotli before gzip, identity when neither is accepted (q=0 refuses). */
export function pickAnswer(answer: CachedAnswer, acceptEncoding: string | string[] | undefined): ReadyAnswer {
  if (!acceptEncoding || (!answer.br && !answer.gzip)) return answer.identity;
  const accepted = accepts(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding);
  if (answer.br && accepted('br')) return answer.br;
  if (answer.gzip && accepted('gzip')) return answer.gzip;
  return answer.identity;
}

function accepts(header: string): (coding: string) => boolean {
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) q.set(name, weight === undefined ? 1 : Number(weight));
  }
  return (coding) => (q.get(coding) ?? (q.get('*') ?? 0)) > 0;
}
