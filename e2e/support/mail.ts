/** Decodes a quoted-printable mail from the outbox enough to search it for text (Turkish letters included). */
export const decodeMail = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
