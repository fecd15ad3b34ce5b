/**
 * Failures a test asks for: an error status instead of the real answer, an answer that never
 * comes (or comes late), and the worst one for a client, a write that is applied but whose
 * answer is lost.
 */

export interface FaultMatch {
  /** Tested against `METHOD /path?query`, e.g. /^PATCH .*\/git\/refs\//. Every request when absent. */
  match?: RegExp;
  /** How many matching requests it spoils; 1 when absent. */
  times?: number;
}

export interface StatusFault extends FaultMatch {
  status: 401 | 403 | 404 | 422 | 429 | 500 | 502 | 503;
  /** With 403 or 429: answer as a used-up rate limit (`x-ratelimit-remaining: 0`). */
  rateLimited?: boolean;
  message?: string;
}

export interface TimeoutFault extends FaultMatch {
  /** Answer after this long; never answer when absent. */
  afterMs?: number;
}

interface Armed<T> {
  fault: T;
  left: number;
}

function take<T extends FaultMatch>(list: Armed<T>[], request: string): T | undefined {
  const armed = list.find((entry) => entry.left > 0 && (entry.fault.match?.test(request) ?? true));
  if (!armed) return undefined;
  armed.left -= 1;
  return armed.fault;
}

export function createFaults() {
  const statuses: Armed<StatusFault>[] = [];
  const timeouts: Armed<TimeoutFault>[] = [];
  const drops: Armed<FaultMatch>[] = [];
  return {
    /** The next matching request(s) get `status` instead of their answer; nothing is applied. */
    next(fault: StatusFault): void {
      statuses.push({ fault, left: fault.times ?? 1 });
    },
    /** The next matching request(s) hang, unanswered (or answered after `afterMs`, applied then). */
    timeout(match?: RegExp, options: Omit<TimeoutFault, "match"> = {}): void {
      timeouts.push({ fault: { ...options, match }, left: options.times ?? 1 });
    },
    /** The next matching write is applied, then its connection is cut before the answer. */
    dropAnswerAfterApplying(match?: RegExp, times = 1): void {
      drops.push({ fault: { match }, left: times });
    },
    clear(): void {
      statuses.length = 0;
      timeouts.length = 0;
      drops.length = 0;
    },
    takeStatus: (request: string) => take(statuses, request),
    takeTimeout: (request: string) => take(timeouts, request),
    takeDrop: (request: string) => take(drops, request),
  };
}

export type Faults = ReturnType<typeof createFaults>;
