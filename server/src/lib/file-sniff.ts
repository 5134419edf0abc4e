import fsp from 'node:fs/promises';
import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { fileTypeFromFile } from 'file-type';

/** The zip entries `file-type` unpacks whole to tell a type (`mimetype` for ODF and EPUB, the OOXML content types). */
const UNPACKED_BY_DETECTOR = new Set(['mimetype', '[Content_Types].xml']);
/** What such an entry may unpack to: a real one is a few kilobytes. */
const MAX_DETECTOR_ENTRY_BYTES = 1024 * 1024;
const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DATA_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);

/**
 * Unpacks as fflate's `decompressSync` (which `file-type` uses) would — gzip, zlib or raw deflate by the first bytes —
 * but never past `ceiling` bytes. True when it fits; false when it would not, or cannot be unpacked.
 */
function unpacksWithin(data: Buffer, ceiling: number): boolean {
  const options = { maxOutputLength: ceiling + 1 };
  try {
    const gzip = data[0] === 0x1f && data[1] === 0x8b;
    const zlib = (data[0] & 15) === 8 && data[0] >> 4 <= 7 && ((data[0] << 8) | data[1]) % 31 === 0;
    const out = gzip ? gunzipSync(data, options) : zlib ? inflateSync(data, options) : inflateRawSync(data, options);
    return out.length <= ceiling;
  } catch {
    return false;
  }
}

/**
 * Whether a zip is safe to hand to `file-type`: its detector unpacks the `mimetype` and `[Content_Types].xml` entries
 * whole into memory, with no limit, found by the central directory or by scanning local headers (a 1 MB 'resume' at
 * sign-up unpacked to 1 GB there: +1.8 GB and 12 s of the server's thread). Every local header of those names is
 * checked, with each size either header gives it, and refused when it unpacks to more than 1 MB (decision 056).
 */
function detectorSafeZip(data: Buffer): boolean {
  const central = new Map<number, number[]>();
  for (let at = data.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0 && at + 46 <= data.length;) {
    const offset = data.readUInt32LE(at + 42);
    central.set(offset, [...(central.get(offset) ?? []), data.readUInt32LE(at + 20)]);
    at = data.indexOf('PK\x01\x02', at + 4, 'latin1');
  }
  for (
    let at = data.indexOf(LOCAL_HEADER);
    at >= 0 && at + 30 <= data.length;
    at = data.indexOf(LOCAL_HEADER, at + 4)
  ) {
    const nameLength = data.readUInt16LE(at + 26);
    const name = data.toString('utf8', at + 30, at + 30 + nameLength);
    if (!UNPACKED_BY_DETECTOR.has(name) || data.readUInt16LE(at + 8) === 0) continue;
    const start = at + 30 + nameLength + data.readUInt16LE(at + 28);
    const local = data.readUInt32LE(at + 18);
    const untilDescriptor = data.indexOf(DATA_DESCRIPTOR, start);
    const sizes = [local, ...(central.get(at) ?? []), (untilDescriptor < 0 ? data.length : untilDescriptor) - start];
    for (const size of new Set(sizes)) {
      if (size <= 0) continue;
      if (!unpacksWithin(data.subarray(start, start + size), MAX_DETECTOR_ENTRY_BYTES)) return false;
    }
  }
  return true;
}

/**
 * The real type of an upload waiting in a file, reading only the bytes the detector asks for, or undefined when it
 * cannot be told. `file-type` throws on some malformed input (a truncated DOCX, 'PK' followed by junk): that is a bad
 * file, never a 500. An OLE compound file counts as `doc` only when it holds a 'WordDocument' stream (an .xls, .ppt or
 * .msi is the same container with other streams); it is read whole (at most `maxBytes`, 5 MB for a resume) only when
 * `doc` is allowed, since its directory may sit anywhere in the file.
 */
export async function sniffFile(
  filePath: string,
  allowed: readonly string[],
  maxBytes: number,
): Promise<string | undefined> {
  let ext: string | undefined;
  try {
    if (!(await zipSafeFor(filePath, maxBytes))) return undefined;
    ext = (await fileTypeFromFile(filePath))?.ext;
  } catch {
    return undefined;
  }
  if (ext !== 'cfb') return ext;
  if (!allowed.includes('doc')) return undefined;
  const handle = await fsp.open(filePath);
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) return undefined;
    const data = Buffer.alloc(size);
    await handle.read(data, 0, size, 0);
    return cfbStreamNames(data).includes('WordDocument') ? 'doc' : undefined;
  } finally {
    await handle.close();
  }
}

/** A file that is not a zip passes; a zip (at most `maxBytes`, the upload's limit) must be `detectorSafeZip`. */
async function zipSafeFor(filePath: string, maxBytes: number): Promise<boolean> {
  const handle = await fsp.open(filePath);
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (!head.equals(LOCAL_HEADER)) return true;
    const { size } = await handle.stat();
    if (size > maxBytes) return false;
    const data = Buffer.alloc(size);
    await handle.read(data, 0, size, 0);
    return detectorSafeZip(data);
  } finally {
    await handle.close();
  }
}

/**
 * Whether a file no detector recognised is text: at most `maxBytes`, no NUL or other control character besides tab,
 * line breaks and form feed. Its encoding is decided when it is read (UTF-8, else Windows-1254).
 */
export async function isPlainText(filePath: string, maxBytes: number): Promise<boolean> {
  const data = await fsp.readFile(filePath);
  if (data.length === 0 || data.length > maxBytes) return false;
  for (const byte of data) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

const END_OF_CHAIN = 0xfffffffe;
const DIFAT_IN_HEADER = 109;
const DIR_ENTRY_BYTES = 128;
const STREAM = 2;

/**
 * The names of the streams in an OLE compound file's directory (MS-CFB §2), or [] when the file does
 * not hold together. Only the FAT sectors listed in the header are read: with 512-byte sectors they
 * cover 7 MB, above every upload limit for a .doc.
 */
export function cfbStreamNames(data: Buffer): string[] {
  if (data.length < 512) return [];
  const shift = data.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return [];
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((data.length - sectorSize) / sectorSize) + 1;
  const sectorOffset = (n: number) => (n + 1) * sectorSize;
  const inFile = (n: number) => n < sectorCount && sectorOffset(n) + sectorSize <= data.length;

  const fatSectors: number[] = [];
  const fatCount = Math.min(data.readUInt32LE(0x2c), DIFAT_IN_HEADER);
  for (let i = 0; i < fatCount; i++) fatSectors.push(data.readUInt32LE(0x4c + 4 * i));
  const perSector = sectorSize / 4;
  const next = (n: number): number | undefined => {
    const fat = fatSectors[Math.floor(n / perSector)];
    if (fat === undefined || !inFile(fat)) return undefined;
    return data.readUInt32LE(sectorOffset(fat) + 4 * (n % perSector));
  };

  const names: string[] = [];
  let sector = data.readUInt32LE(0x30);
  // The chain is bounded by the number of sectors, so a looping FAT cannot hang the request.
  for (let steps = 0; sector !== END_OF_CHAIN && steps < sectorCount; steps++) {
    if (!inFile(sector)) return [];
    for (let off = sectorOffset(sector); off < sectorOffset(sector) + sectorSize; off += DIR_ENTRY_BYTES) {
      const nameBytes = Math.min(data.readUInt16LE(off + 0x40), 64);
      if (data[off + 0x42] === STREAM && nameBytes >= 2) names.push(data.toString('utf16le', off, off + nameBytes - 2));
    }
    const following = next(sector);
    if (following === undefined) return [];
    sector = following;
  }
  return names;
}
