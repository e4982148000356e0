import zlib from 'node:zlib';

/**
 * Builds ZIP archives for tests, including the ones no archiver would make: `..` and absolute
 * names, links, and entries that lie about their size (a zip bomb). PKWARE APPNOTE 4.3.7/4.3.12.
 */
export type ZipEntry = {
  name: string;
  content: string | Uint8Array;
  /** Deflate (8) or store (0); deflate by default. */
  method?: 0 | 8;
  /** Unix mode in the external attributes (0o120777 makes a symbolic link). */
  mode?: number;
  /** The uncompressed size the headers declare, when it should not be the real one. */
  declaredSize?: number;
};

const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};

export const buildZip = (entries: ZipEntry[]): Uint8Array => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.content === 'string' ? Buffer.from(entry.content) : Buffer.from(entry.content);
    const method = entry.method ?? 8;
    const data = method === 8 ? zlib.deflateRawSync(raw) : raw;
    const crc = zlib.crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    const common = [u16(20), u16(0x0800), u16(method), u16(0), u16(0x21), u32(crc), u32(data.length), u32(size)];
    const local = Buffer.concat([u32(0x04034b50), ...common, u16(name.length), u16(0), name, data]);
    const central = Buffer.concat([
      u32(0x02014b50),
      u16(0x031e), // made by: Unix, so the external attributes hold a mode
      ...common,
      u16(name.length),
      u16(0),
      u16(0),
      u16(0),
      u16(0),
      u32(((entry.mode ?? 0o100644) << 16) >>> 0),
      u32(offset),
      name,
    ]);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
};
