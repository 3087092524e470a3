// The contracts compile with neither the DOM's nor Node's declarations, yet browsers and Node 18+
// both have these globals: the writer reaches them through the few members it uses.

type ChunkWriter = {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
  abort(reason?: unknown): Promise<void>;
};
type ChunkReader = {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
  cancel(reason?: unknown): Promise<void>;
};

/** A raw-deflate compression stream: bytes written to `writable` come out of `readable`. */
export type Deflater = {
  writable: { getWriter(): ChunkWriter };
  readable: { getReader(): ChunkReader };
};

type Globals = {
  CompressionStream: new (format: 'deflate-raw') => Deflater;
  TextEncoder: new () => {
    encode(text: string): Uint8Array<ArrayBuffer>;
    encodeInto(text: string, into: Uint8Array): { read: number; written: number };
  };
};

const platform = globalThis as unknown as Globals;

export const deflateRaw = (): Deflater => new platform.CompressionStream('deflate-raw');

export const newTextEncoder = () => new platform.TextEncoder();
