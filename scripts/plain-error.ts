/**
 * A build failure meant for people, not debuggers: Vite prints failed builds
 * with util.inspect, so without this the sentence would drown in a stack trace.
 */
export class PlainBuildError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = message;
  }

  [Symbol.for("nodejs.util.inspect.custom")]() {
    return this.message;
  }
}
