/**
 * The one source of time, so tests can move it. Timestamps are stored as ISO-8601 UTC text
 * (see docs/decisions/0002-portable-storage-types.md).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  #time: number;
  constructor(start: Date | string = '2026-01-01T00:00:00.000Z') {
    this.#time = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#time);
  }
  set(time: Date | string): void {
    this.#time = new Date(time).getTime();
  }
  advance(milliseconds: number): void {
    this.#time += milliseconds;
  }
}

/**
 * The test build's clock (docs/decisions/0105-test-clock.md): real time plus an offset that
 * only grows, so an end-to-end test can skip a forced break or a retry delay without waiting,
 * while time still runs between its steps. Never moving back keeps every stored timestamp in
 * order, as it would be in production.
 */
export class ShiftableClock implements Clock {
  #offsetMs = 0;
  constructor(private readonly realNow: () => number = Date.now) {}
  now(): Date {
    return new Date(this.realNow() + this.#offsetMs);
  }
  /** Moves the clock forward; anything but a positive finite number is refused. */
  advance(milliseconds: number): void {
    if (!Number.isFinite(milliseconds) || milliseconds <= 0) {
      throw new RangeError('The clock only moves forward.');
    }
    this.#offsetMs += milliseconds;
  }
  /** How far ahead of real time the clock runs. */
  get offsetMs(): number {
    return this.#offsetMs;
  }
}

export function toStoredTimestamp(date: Date): string {
  return date.toISOString();
}

/** What toStoredTimestamp writes: `Date.prototype.toISOString` for years 0–9999. */
const STORED_TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Spec/api-notes body format: `YYYY-MM-DDTHH:mm:ssZ` (no milliseconds). A timestamp as this
 * server stores it is cut to the second as it is; anything else goes through Date (decision
 * 0196: every record of a queue page carries several).
 */
export function toApiTimestamp(stored: string | Date): string {
  if (typeof stored === 'string' && STORED_TIMESTAMP_PATTERN.test(stored)) {
    return `${stored.slice(0, 19)}Z`;
  }
  const date = typeof stored === 'string' ? new Date(stored) : stored;
  return `${date.toISOString().slice(0, 19)}Z`;
}
