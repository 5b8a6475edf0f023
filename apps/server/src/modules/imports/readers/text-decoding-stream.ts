import { Transform } from 'node:stream';
import { TextDecoding, type TextEncodingName } from '@hde/file-reading';

/** A stream stage that decodes a file's bytes into text chunks with the decoder the browser uses too. */
export function textDecodingStream(encoding: TextEncodingName): Transform {
  const decoding = new TextDecoding(encoding);
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      const text = decoding.push(chunk);
      done(null, text === '' ? undefined : text);
    },
    flush(done) {
      const text = decoding.end();
      done(null, text === '' ? undefined : text);
    },
  });
}
