/**
 * What the cross-engine check watches inside a page, the same way in every engine: the
 * two functions below are sent to the browser as they are (no imports, no closures) and
 * return plain data. `watchPage` runs before the app starts (a preload script in
 * Firefox, at DOMContentLoaded in WebKit, whose WebDriver has neither preload scripts
 * nor console access); `readWatch` is asked until the page has become interactive.
 *
 * It watches for three faults:
 *  - an uncaught exception or unhandled rejection, and React's own reports: a recoverable
 *    error (#418, #422 …) reaches the window's error event through reportError, a caught
 *    one console.error;
 *  - prerendered HTML thrown away: the header, main, footer and every block present when
 *    the app starts (`data-app="starting"`) must still be in the document once it runs
 *    (`data-app="running"`); React drawing a Suspense boundary again replaces them;
 *  - an app that never becomes interactive.
 * A built page starts the app only when it is wanted (src/islands/page-runtime.ts): once the
 * page's own script has run, the watch asks for the app as a visitor's act would (the wake
 * event), so every page is checked with React running.
 * The names it reads are contract.ts's, passed in, since the function can import nothing.
 */

/** What `readWatch` returns. */
export interface WatchReport {
  /** Whether the watch was in place before the app started; if not, a thrown-away page can't be seen. */
  inTimeBeforeApp: boolean;
  /** `data-app` on <html> now: "running" once the page is interactive. */
  app: string | null;
  errors: string[];
  /** How many prerendered elements (header, main, footer, blocks) the app found when it started. */
  prerendered: number;
  /** Those of them no longer in the document once the app runs, as `tag[data-block]`. */
  replaced: string[];
  /** Errors main.tsx's React callbacks recorded (src/render/react-errors.ts), when it records them. */
  reactErrors: unknown[] | undefined;
}

export interface WatchNames {
  appAttribute: string;
  appStarting: string;
  appRunning: string;
  reactErrorsGlobal: string;
  pageScriptAttribute: string;
  wakeAppEvent: string;
}

/** The global the watch keeps its findings in. */
export const watchKey = "__engineCheckWatch";

/** Runs in the page before the app starts. Self-contained: serialized by the drivers. */
export function watchPage(names: WatchNames, key: string): void {
  type Watch = { inTime: boolean; errors: string[]; started: Element[] | null; replaced: string[] | null };
  const holder = window as unknown as Record<string, Watch | undefined>;
  if (holder[key]) return;
  const watch: Watch = { inTime: true, errors: [], started: null, replaced: null };
  holder[key] = watch;
  const text = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}${value.cause ? ` (cause: ${String(value.cause)})` : ""}` : String(value));
  addEventListener("error", (event) => watch.errors.push(`error event: ${text(event.error ?? event.message)}`));
  addEventListener("unhandledrejection", (event) => watch.errors.push(`unhandled rejection: ${text(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...parts: unknown[]) => {
    watch.errors.push(`console.error: ${parts.map(text).join(" ")}`);
    consoleError(...parts);
  };
  const label = (element: Element) => `${element.tagName.toLowerCase()}${element.getAttribute("data-block") ? `[data-block=${element.getAttribute("data-block")}]` : ""}`;
  const watchApp = (html: HTMLElement) => {
    watch.inTime = !html.hasAttribute(names.appAttribute);
    const look = () => {
      const app = html.getAttribute(names.appAttribute);
      if (!app && html.hasAttribute(names.pageScriptAttribute)) document.dispatchEvent(new Event(names.wakeAppEvent));
      if (app === names.appStarting && !watch.started) {
        // React has been handed the page but has not rendered yet: hydration runs in later tasks.
        watch.started = [...document.querySelectorAll("#root > header, #root > main, #root > footer, #root [data-block]")];
      }
      if (app === names.appRunning && !watch.replaced) {
        watch.replaced = (watch.started ?? []).filter((element) => !element.isConnected).map(label);
        observer.disconnect();
      }
    };
    const observer = new MutationObserver(look);
    observer.observe(html, { attributes: true, attributeFilter: [names.appAttribute, names.pageScriptAttribute] });
    look();
  };
  // A preload script runs before the document has its <html>.
  if (document.documentElement) watchApp(document.documentElement);
  else {
    const waiting = new MutationObserver(() => {
      if (!document.documentElement) return;
      waiting.disconnect();
      watchApp(document.documentElement);
    });
    waiting.observe(document, { childList: true });
  }
}

/** Runs in the page: what the watch has seen so far. Self-contained: serialized by the drivers. */
export function readWatch(names: WatchNames, key: string): WatchReport {
  type Watch = { inTime: boolean; errors: string[]; started: Element[] | null; replaced: string[] | null };
  const watch = (window as unknown as Record<string, Watch | undefined>)[key];
  const reactErrors = (window as unknown as Record<string, unknown[] | undefined>)[names.reactErrorsGlobal];
  return {
    inTimeBeforeApp: !!watch?.inTime,
    // Null while a navigation (a hash address moving to its language's document) has not parsed <html> yet.
    app: document.documentElement?.getAttribute(names.appAttribute) ?? null,
    errors: watch ? [...watch.errors] : ["the watch was not installed"],
    prerendered: watch?.started?.length ?? 0,
    replaced: watch?.replaced ?? [],
    reactErrors: reactErrors ? [...reactErrors] : undefined,
  };
}

/**
 * A script that calls `fn` in the page with JSON arguments and returns its result. tsx
 * compiles with esbuild's keepNames, which wraps named functions in `__name(…)` calls that
 * exist only in Node: the page gets a stand-in that returns the function as it is.
 */
export function browserCall(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  return `return (() => { const __name = (f) => f; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/** The faults in a report taken once the page was interactive or the wait ran out; empty when the page is sound. */
export function faultsOf(report: WatchReport, names: Pick<WatchNames, "appRunning">): string[] {
  const faults = [...report.errors];
  if (report.app !== names.appRunning) faults.push(`the page did not become interactive (data-app=${report.app ?? "absent"})`);
  if (report.replaced.length > 0) faults.push(`prerendered HTML thrown away and drawn again: ${report.replaced.join(", ")}`);
  // React's own record repeats what reached the error event, with the cause: shown only when the event missed it.
  if (report.errors.length === 0) for (const error of report.reactErrors ?? []) faults.push(`React: ${JSON.stringify(error)}`);
  return faults;
}
