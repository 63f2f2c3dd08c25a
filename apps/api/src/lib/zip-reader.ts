import zlib from 'node:zlib';

/**
 * Reads entries of a ZIP archive held in memory (an uploaded .xlsx), trusting nothing: the central
 * directory is bounds-checked, every entry read is inflated against a shared byte budget (a small
 * file can inflate to gigabytes) and its size and CRC-32 are checked, so a damaged archive fails
 * with `ZipFormatError` instead of yielding garbage. ZIP64 and encrypted entries are refused; a
 * spreadsheet small enough to upload never needs them.
 */

export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

/** The entries read so far inflated to more than the budget allows. */
export class ZipTooLargeError extends Error {
  override name = 'ZipTooLargeError';
}

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/** Inflated bytes still allowed, shared by every read of one archive. */
export interface InflateBudget {
  remaining: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;

function findEndOfDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipFormatError('no end of central directory');
}

/** The archive's entries by name (leading slashes and backslashes normalised). */
export function listZipEntries(zip: Buffer): Map<string, ZipEntry> {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL_HEADER) {
    throw new ZipFormatError('not a zip archive');
  }
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff || directoryOffset + directorySize > end) {
    throw new ZipFormatError('unsupported or damaged central directory');
  }
  const entries = new Map<string, ZipEntry>();
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw new ZipFormatError('damaged central directory');
    }
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (next > end) throw new ZipFormatError('damaged central directory');
    if (zip.readUInt16LE(at + 8) & 1) throw new ZipFormatError('encrypted entry');
    const name = zip
      .toString('utf8', at + 46, at + 46 + nameLength)
      .replace(/\\/g, '/')
      .replace(/^\/+/, '');
    entries.set(name, {
      name,
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

function compressedData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) {
    throw new ZipFormatError(`damaged entry ${entry.name}`);
  }
  // Sizes come from the central directory: streamed writers leave them zero in the local header.
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) {
    throw new ZipFormatError(`truncated entry ${entry.name}`);
  }
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's bytes as they inflate, in chunks. The size and CRC are checked when the last chunk
 * has been read, so a caller must consume the whole entry before trusting what it read.
 */
export async function* readZipEntryChunks(
  zip: Buffer,
  entry: ZipEntry,
  budget: InflateBudget,
): AsyncGenerator<Buffer> {
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw new ZipFormatError(`unsupported compression in ${entry.name}`);
  }
  const data = compressedData(zip, entry);
  const inflate =
    entry.method === DEFLATED ? zlib.createInflateRaw({ chunkSize: 256 * 1024 }) : null;
  let crc = 0;
  let size = 0;
  const take = (chunk: Buffer) => {
    size += chunk.length;
    budget.remaining -= chunk.length;
    if (budget.remaining < 0) throw new ZipTooLargeError('the archive inflates too far');
    crc = zlib.crc32(chunk, crc);
    return chunk;
  };
  if (!inflate) {
    yield take(data);
  } else {
    inflate.end(data);
    try {
      for await (const chunk of inflate) yield take(chunk as Buffer);
    } catch (error) {
      if (error instanceof ZipTooLargeError) throw error;
      throw new ZipFormatError(`damaged data in ${entry.name}`);
    } finally {
      inflate.destroy();
    }
  }
  if (size !== entry.size || crc >>> 0 !== entry.crc) {
    throw new ZipFormatError(`checksum mismatch in ${entry.name}`);
  }
}

/** The whole entry, inflated and checked. */
export async function readZipEntry(
  zip: Buffer,
  entry: ZipEntry,
  budget: InflateBudget,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of readZipEntryChunks(zip, entry, budget)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
