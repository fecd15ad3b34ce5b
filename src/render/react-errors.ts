/**
 * Keeps what React reports through hydrateRoot's and createRoot's error callbacks where a
 * test can read it without the console (WebKit's WebDriver has none): a count on <html>
 * and the errors in a global array (contract.ts). Each is then passed on as React would
 * without the callback, so the browser's console and error reporting still see it.
 *
 * In a production build React's messages are only numbers (#422): the cause it attaches
 * (`error.cause`, the exception the render threw) and the component stack are what name the
 * fault, so both are kept.
 */
import { reactErrorsAttribute, reactErrorsGlobal } from "../boot/contract.ts";

export type ReactErrorKind = "recoverable" | "caught" | "uncaught";

export interface RecordedReactError {
  kind: ReactErrorKind;
  message: string;
  /** The exception behind a recoverable error, as text (`Error: Minified React error #467 …`). */
  cause?: string;
  componentStack?: string;
}

type ErrorList = RecordedReactError[];

function errorList(): ErrorList {
  const holder = window as unknown as Record<string, ErrorList | undefined>;
  return (holder[reactErrorsGlobal] ??= []);
}

function describe(value: unknown): string {
  return value instanceof Error ? `${value.name}: ${value.message}` : String(value);
}

/** Records one error React reported. */
export function recordReactError(kind: ReactErrorKind, error: unknown, info: { componentStack?: string | undefined } = {}): void {
  const cause = error instanceof Error && error.cause !== undefined ? describe(error.cause) : undefined;
  const list = errorList();
  list.push({ kind, message: describe(error), ...(cause ? { cause } : {}), ...(info.componentStack ? { componentStack: info.componentStack } : {}) });
  document.documentElement.setAttribute(reactErrorsAttribute, String(list.length));
}

/** Passes an error on as React does by default: a recoverable or uncaught one to the window's error event, a caught one to the console. */
function passOn(kind: ReactErrorKind, error: unknown): void {
  if (kind !== "caught" && typeof reportError === "function") reportError(error);
  else console.error(error);
}

/** The three callbacks for hydrateRoot's and createRoot's options: `hydrateRoot(container, app, reactErrorCallbacks)`. */
export const reactErrorCallbacks = {
  onRecoverableError(error: unknown, info: { componentStack?: string | undefined }): void {
    recordReactError("recoverable", error, info);
    passOn("recoverable", error);
  },
  onCaughtError(error: unknown, info: { componentStack?: string | undefined }): void {
    recordReactError("caught", error, info);
    passOn("caught", error);
  },
  onUncaughtError(error: unknown, info: { componentStack?: string | undefined }): void {
    recordReactError("uncaught", error, info);
    passOn("uncaught", error);
  },
};
