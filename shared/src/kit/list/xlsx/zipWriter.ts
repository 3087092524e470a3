import { crc32 } from './crc32';

type Entry = { name: Uint8Array; crc: number; size: number; compressed: number; offset: number };

// ZIP's 32-bit fields: a part or an archive past 4 GiB would need ZIP64, which no export reaches.
const ZIP32_LIMIT = 0xffffffff;
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
 * Writes a ZIP archive as its parts arrive: each file is deflated while it is written (its sizes
 * and CRC follow it in a data descriptor), and the archive is a Blob of the compressed pieces,
 * never one buffer holding the files' text.
 */
export class ZipWriter {
  private readonly pieces: Uint8Array[] = [];
  private readonly entries: Entry[] = [];
  private length = 0;
  private readonly stamp = dosTime(new Date());

  private push(piece: Uint8Array) {
    this.pieces.push(piece);
    this.length += piece.length;
    if (this.length > ZIP32_LIMIT) throw new Error('The Excel file would pass 4 GB.');
  }

  /** Starts a file of the archive; write its bytes, then close it before starting the next. */
  file(path: string): {
    write(bytes: Uint8Array<ArrayBuffer>): Promise<void>;
    close(): Promise<void>;
  } {
    const entry: Entry = {
      name: new TextEncoder().encode(path),
      crc: 0,
      size: 0,
      compressed: 0,
      offset: this.length,
    };
    this.entries.push(entry);
    this.push(
      record(
        [
          [4, 0x04034b50],
          [2, VERSION],
          [2, USES_DATA_DESCRIPTOR | UTF8_NAMES],
          [2, DEFLATE],
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
    const deflate = new CompressionStream('deflate-raw');
    const input = deflate.writable.getWriter();
    const output = (async () => {
      const reader = deflate.readable.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        entry.compressed += value.length;
        this.push(value);
      }
    })();
    return {
      write: async (bytes) => {
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        if (entry.size > ZIP32_LIMIT) throw new Error('The Excel file would pass 4 GB.');
        await input.write(bytes);
      },
      close: async () => {
        await input.close();
        await output;
        this.push(
          record([
            [4, 0x08074b50],
            [4, entry.crc],
            [4, entry.compressed],
            [4, entry.size],
          ]),
        );
      },
    };
  }

  /** The archive: its files, then the central directory that lists them. */
  finish(type: string): Blob {
    const start = this.length;
    for (const e of this.entries) {
      this.push(
        record(
          [
            [4, 0x02014b50],
            [2, VERSION],
            [2, VERSION],
            [2, USES_DATA_DESCRIPTOR | UTF8_NAMES],
            [2, DEFLATE],
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
    this.push(
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
    return new Blob(this.pieces as BlobPart[], { type });
  }
}
