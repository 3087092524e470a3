import type { ByteSink } from '@staffledger/contracts/xlsx';
import type { PassThrough } from 'node:stream';

const CUT_OFF = 'The download was cut off.';
/** A file is handed to the stream in slices of this size, each waiting for room. */
const SLICE = 64 * 1024;

/** Resolves when `stream` wants more, fails when it closes first (the client went away). */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error(CUT_OFF));
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}

/**
 * The archive's bytes into the response's stream, waiting while the stream is full: a slow
 * download holds the reading back, so the server never holds more than the stream's buffer and
 * one slice. A whole large file written at once would pass into the socket's own buffer in one
 * piece, and the reading would run ahead of the client by all of it.
 */
export function archiveSink(body: PassThrough): ByteSink {
  return async (piece) => {
    for (let at = 0; at < piece.length; at += SLICE) {
      if (body.destroyed) throw new Error(CUT_OFF);
      if (!body.write(piece.subarray(at, at + SLICE))) await drained(body);
    }
  };
}
