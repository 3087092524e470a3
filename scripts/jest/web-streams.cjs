// Download Excel deflates its file with CompressionStream, which jsdom does not provide; Node's
// own web streams stand in where jsdom has none.
const streams = require('node:stream/web');

for (const name of ['CompressionStream', 'ReadableStream', 'WritableStream', 'TransformStream']) {
  if (!(name in globalThis)) globalThis[name] = streams[name];
}
