/**
 * What time it is, for business rules (opening hours, scheduling, promotion validity, order
 * times). Injected so tests can set "now" without any test branch in product code:
 * `buildApp(config, { clock })`; a running server can be moved with CLOCK_OFFSET_MS.
 */
export type Clock = () => Date;

/** The real time, shifted by `offsetMs` (CLOCK_OFFSET_MS; 0 in normal operation). */
export function systemClock(offsetMs = 0): Clock {
  return offsetMs === 0 ? () => new Date() : () => new Date(Date.now() + offsetMs);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock; use it instead of `new Date()` for anything a rule depends on. */
    clock: Clock;
  }
}
