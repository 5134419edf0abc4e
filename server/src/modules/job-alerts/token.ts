import crypto from 'node:crypto';

/*
 * The unsubscribe token of a digest (decision 064): the student's id and the ids of the alerts the mail was the digest
 * of, as 16 bytes each, followed by an HMAC-SHA256 of them (cut to 16 bytes) under a key derived from DATA_KEY. It is
 * not stored: the signature is the proof. Nobody without the key can make one (guessing a 128-bit MAC), and changing
 * an id breaks the signature, so a token removes only the alerts it names, and only while they belong to the student
 * it names.
 */

const MAC_BYTES = 16;
const ID_BYTES = 16;
/** At most the alerts a student may keep, plus the student. */
const MAX_IDS = 6;

const idBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const idText = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
const mac = (key: Buffer, body: Buffer) =>
  crypto.createHmac('sha256', key).update('job-alert-unsubscribe:').update(body).digest().subarray(0, MAC_BYTES);

export interface UnsubscribeClaim {
  studentId: string;
  alertIds: string[];
}

export function signUnsubscribe(key: Buffer, claim: UnsubscribeClaim): string {
  const body = Buffer.concat([claim.studentId, ...claim.alertIds].map(idBytes));
  return Buffer.concat([body, mac(key, body)]).toString('base64url');
}

/** The claim a token carries, or null when it is malformed or its signature is not ours. */
export function readUnsubscribe(key: Buffer, token: string): UnsubscribeClaim | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  const idsLength = raw.length - MAC_BYTES;
  if (idsLength < 2 * ID_BYTES || idsLength % ID_BYTES !== 0 || idsLength / ID_BYTES > MAX_IDS) return null;
  const body = raw.subarray(0, idsLength);
  if (!crypto.timingSafeEqual(mac(key, body), raw.subarray(idsLength))) return null;
  const ids = Array.from({ length: idsLength / ID_BYTES }, (_, i) =>
    idText(body.subarray(i * ID_BYTES, (i + 1) * ID_BYTES)),
  );
  return { studentId: ids[0]!, alertIds: ids.slice(1) };
}
