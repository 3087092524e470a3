// Download Excel deflates its file with CompressionStream, which jsdom does not provide; Node's
// own web streams stand in where jsdom has none.
const streams = require('node:stream/web');

for (const name of ['ReadableStream', 'WritableStream', 'TransformStream']) {
  if (!(name in globalThis)) globalThis[name] = streams[name];
}

/**
 * A CompressionStream that is done with a chunk once its write has settled, as the standard and
 * browsers are (the chunk is compressed by then): Node's own may still read it afterwards, so
 * each chunk is copied on the way in. The Excel writer fills one buffer again and again and
 * relies on that.
 */
class CompressionStream {
  constructor(format) {
    const inner = new streams.CompressionStream(format);
    const copy = new streams.TransformStream({
      transform: (chunk, controller) => controller.enqueue(Buffer.from(chunk)),
    });
    copy.readable.pipeTo(inner.writable).catch(() => {});
    this.writable = copy.writable;
    this.readable = inner.readable;
  }
}

globalThis.CompressionStream = CompressionStream;
