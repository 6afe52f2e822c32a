/**
 * One photo decode at a time per process, behind a short queue (issue 26).
 *
 * A 12 MP photo takes about a second of both cores and tens of MB to decode and encode; twenty
 * at once would take twenty times the memory and each would take twenty times as long. So an
 * upload is admitted (before its body is read, which it may hold in memory, up to 15 MB) only
 * while fewer than `capacity` uploads are in flight; the rest are answered 503 with Retry-After
 * at once. The admitted ones decode one after another. Memory is bounded by
 * `capacity × 15 MB` of bodies plus one decode.
 */
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';

export const PHOTO_QUEUE_CAPACITY = 6;
export const PHOTO_QUEUE_RETRY_AFTER_SECONDS = 5;
export const PHOTO_BUSY_MESSAGE = API_MESSAGES_EN_GB['photo.busy'];

/** A place in the queue: `decode` waits for the decoder; `leave` (always, in finally) frees the place. */
export interface PhotoTicket {
  decode<T>(work: () => Promise<T>): Promise<T>;
  leave(): void;
}

export class PhotoQueue {
  private inFlight = 0;
  /** The tail of the decode chain: each decode starts when the previous one has settled. */
  private tail: Promise<unknown> = Promise.resolve();
  readonly capacity: number;

  constructor(capacity = PHOTO_QUEUE_CAPACITY) {
    this.capacity = capacity;
  }

  /** Uploads admitted and not yet finished (reading, waiting or decoding). */
  get size(): number {
    return this.inFlight;
  }

  /** A place, or a 503 PHOTO_UPLOADS_BUSY with Retry-After when every place is taken. */
  admit(): PhotoTicket {
    if (this.inFlight >= this.capacity) {
      throw new AppError('PHOTO_UPLOADS_BUSY', apiMessage('photo.busy'), undefined, undefined, PHOTO_QUEUE_RETRY_AFTER_SECONDS);
    }
    this.inFlight += 1;
    let left = false;
    return {
      decode: <T>(work: () => Promise<T>): Promise<T> => {
        const run = this.tail.then(work);
        this.tail = run.catch(() => undefined);
        return run;
      },
      leave: () => {
        if (left) return;
        left = true;
        this.inFlight -= 1;
      },
    };
  }
}
