import fsp from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';

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
