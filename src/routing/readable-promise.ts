import type { ReactPromise } from "react";

/**
 * A promise React's `use` can read without suspending once it has settled.
 *
 * `use(promise)` first looks at the promise's `status` and `value` (React writes them on
 * every promise it has seen): "fulfilled" reads at once, anything else suspends. A loader
 * that keeps one such promise per thing it loads lets a component call `use` every time,
 * never `loaded ?? use(load())`. That conditional form changes the component's calls
 * between the render that suspended and React's replay of it once the promise has
 * resolved: the replay skips `use`, React never switches back to mounting hooks, and the
 * next hook throws "Update hook called on initial render" (#467). While hydrating, that
 * throws away the prerendered HTML under the nearest Suspense boundary (#422).
 */
export type ReadablePromise<T> = Promise<T> & ReactPromise<T>;

/** A promise already fulfilled with `value`: `use` returns `value` without suspending. */
export function fulfilled<T>(value: T): ReadablePromise<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled" as const, value });
}

/** `promise`, recording its outcome on itself the moment it settles, so `use` reads it from then on. */
export function readable<T>(promise: Promise<T>): ReadablePromise<T> {
  const tracked = Object.assign(promise, { status: "pending" as const });
  promise.then(
    (value) => Object.assign(tracked, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(tracked, { status: "rejected", reason }),
  );
  return tracked;
}
