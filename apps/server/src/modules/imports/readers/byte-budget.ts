import { Transform } from 'node:stream';
import type { ImportFileError } from './import-file-error.js';

/** A running total of bytes that fails with `exceeded()` once it passes `maxBytes`. */
export class ByteBudget {
  private used = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly exceeded: () => ImportFileError,
  ) {}

  take(bytes: number): void {
    this.used += bytes;
    if (this.used > this.maxBytes) throw this.exceeded();
  }

  /** A pass-through stream charging every byte that flows through it. */
  meter(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        try {
          this.take(chunk.length);
          done(null, chunk);
        } catch (error) {
          done(error as Error);
        }
      },
    });
  }
}
