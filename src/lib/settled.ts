/** A promise React's `use` reads at once, without suspending: it carries the status fields React sets on a promise it has seen settle. */
export function settled<T>(value: T): Promise<T> {
  const promise: Promise<T> & { status?: "fulfilled"; value?: T } = Promise.resolve(value);
  promise.status = "fulfilled";
  promise.value = value;
  return promise;
}
