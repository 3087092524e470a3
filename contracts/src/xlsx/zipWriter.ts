import { crc32 } from './crc32.js';
import { deflateRaw, newTextEncoder } from './platform.js';

type Entry = {
  name: Uint8Array;
  method: number;
  crc: number;
  size: number;
  compressed: number;
  offset: number;
};

// ZIP's 32-bit fields: a part or an archive past 4 GiB would need ZIP64, which no export reaches.
const ZIP32_LIMIT = 0xffffffff;
const TOO_BIG = 'The file would pass 4 GB.';
const STORE = 0;
const USES_DATA_DESCRIPTOR = 0x0008;
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const VERSION = 20;

/** Little-endian fields of a ZIP record, each `[bytes, value]`. */
function record(fields: [2 | 4, number][], name?: Uint8Array): Uint8Array {
  const length = fields.reduce((sum, [bytes]) => sum + bytes, 0);
  const out = new Uint8Array(length + (name?.length ?? 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [bytes, value] of fields) {
    if (bytes === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    at += bytes;
  }
  if (name) out.set(name, at);
  return out;
}

/** The MS-DOS date and time fields of ZIP, for `when` on the local clock. */
function dosTime(when: Date): { time: number; date: number } {
  return {
    time: (when.getHours() << 11) | (when.getMinutes() << 5) | (when.getSeconds() >> 1),
    date: ((when.getFullYear() - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate(),
  };
}

/**
 * Where an archive's bytes go, piece by piece; awaited before the next, so that a slow reader
 * (a download) holds the writer back. A piece is not touched again once given.
 */
export type ByteSink = (piece: Uint8Array) => void | Promise<void>;

/** One file of an archive being written: its bytes in order, then close. */
export type ZipFileWriter = {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
};

/**
 * Writes a ZIP archive as its parts arrive, to `sink`: each file is deflated while it is written
 * (or stored, for bytes that are compressed already), its sizes and CRC following it in a data
 * descriptor, so that no file and no archive is ever held whole.
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private length = 0;
  private readonly stamp = dosTime(new Date());

  constructor(private readonly sink: ByteSink) {}

  /** The bytes written so far. */
  get written(): number {
    return this.length;
  }

  private async push(piece: Uint8Array) {
    this.length += piece.length;
    if (this.length > ZIP32_LIMIT) throw new Error(TOO_BIG);
    await this.sink(piece);
  }

  /**
   * Starts a file of the archive; write its bytes, then close it before starting the next.
   * `stored` keeps the bytes as they are (a PDF, an image, an .xlsx: deflating them again costs
   * time and saves nothing); they then go to the sink themselves, so they must not be reused.
   */
  async file(path: string, { stored = false } = {}): Promise<ZipFileWriter> {
    const entry: Entry = {
      name: newTextEncoder().encode(path),
      method: stored ? STORE : DEFLATE,
      crc: 0,
      size: 0,
      compressed: 0,
      offset: this.length,
    };
    this.entries.push(entry);
    await this.push(
      record(
        [
          [4, 0x04034b50],
          [2, VERSION],
          [2, USES_DATA_DESCRIPTOR | UTF8_NAMES],
          [2, entry.method],
          [2, this.stamp.time],
          [2, this.stamp.date],
          [4, 0],
          [4, 0],
          [4, 0],
          [2, entry.name.length],
          [2, 0],
        ],
        entry.name,
      ),
    );
    const count = (bytes: Uint8Array) => {
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      if (entry.size > ZIP32_LIMIT) throw new Error(TOO_BIG);
    };
    const descriptor = () =>
      this.push(
        record([
          [4, 0x08074b50],
          [4, entry.crc],
          [4, entry.compressed],
          [4, entry.size],
        ]),
      );
    if (stored) {
      return {
        write: async (bytes) => {
          count(bytes);
          entry.compressed += bytes.length;
          await this.push(bytes);
        },
        close: descriptor,
      };
    }
    const deflate = deflateRaw();
    const input = deflate.writable.getWriter();
    const reader = deflate.readable.getReader();
    const output = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done || !value) return;
          entry.compressed += value.length;
          await this.push(value);
        }
      } catch (err) {
        // a sink that fails (a download cut off) stops the reading: the writes waiting for room
        // in the compression would wait for ever, so the compression is ended and fails them
        await reader.cancel(err).catch(() => undefined);
        throw err;
      }
    })();
    // seen by close; until then, not an unhandled rejection
    output.catch(() => undefined);
    return {
      write: async (bytes) => {
        count(bytes);
        await input.write(bytes);
      },
      close: async () => {
        await input.close();
        await output;
        await descriptor();
      },
    };
  }

  /** Ends the archive with the central directory that lists its files. */
  async finish(): Promise<void> {
    const start = this.length;
    for (const e of this.entries) {
      await this.push(
        record(
          [
            [4, 0x02014b50],
            [2, VERSION],
            [2, VERSION],
            [2, USES_DATA_DESCRIPTOR | UTF8_NAMES],
            [2, e.method],
            [2, this.stamp.time],
            [2, this.stamp.date],
            [4, e.crc],
            [4, e.compressed],
            [4, e.size],
            [2, e.name.length],
            [2, 0],
            [2, 0],
            [2, 0],
            [2, 0],
            [4, 0],
            [4, e.offset],
          ],
          e.name,
        ),
      );
    }
    const size = this.length - start;
    await this.push(
      record([
        [4, 0x06054b50],
        [2, 0],
        [2, 0],
        [2, this.entries.length],
        [2, this.entries.length],
        [4, size],
        [4, start],
        [2, 0],
      ]),
    );
  }
}
