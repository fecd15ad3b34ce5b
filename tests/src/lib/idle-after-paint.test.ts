// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { idleFallbackMs, idleTimeoutMs, whenIdleAfterFirstPaint } from "../../../src/lib/idle-after-paint.ts";

/** The browser's frames and idle moments, run only when a test says so. */
let frames: FrameRequestCallback[];
let idles: { run: IdleRequestCallback; timeout: number | undefined }[];
let readyState: DocumentReadyState;

const paintFrame = () => frames.splice(0).forEach((frame) => frame(performance.now()));
const goIdle = () => idles.splice(0).forEach(({ run }) => run({ didTimeout: false, timeRemaining: () => 50 }));

beforeEach(() => {
  frames = [];
  idles = [];
  readyState = "loading";
  vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal("cancelAnimationFrame", (handle: number) => frames.splice(handle - 1, 1));
  vi.stubGlobal("requestIdleCallback", (run: IdleRequestCallback, options?: IdleRequestOptions) => idles.push({ run, timeout: options?.timeout }));
  vi.stubGlobal("cancelIdleCallback", (handle: number) => idles.splice(handle - 1, 1));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function load() {
  readyState = "complete";
  window.dispatchEvent(new Event("load"));
}

describe("whenIdleAfterFirstPaint", () => {
  it("waits for the load event, then a painted frame, then an idle moment", () => {
    const work = vi.fn();
    whenIdleAfterFirstPaint(work);
    paintFrame();
    goIdle();
    expect(work).not.toHaveBeenCalled();

    load();
    expect(idles).toHaveLength(0);
    goIdle();
    expect(work).not.toHaveBeenCalled();

    paintFrame();
    expect(work).not.toHaveBeenCalled();
    expect(idles.map((idle) => idle.timeout)).toEqual([idleTimeoutMs]);

    goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("on a page that has already loaded, waits only for a frame and an idle moment", () => {
    readyState = "complete";
    const work = vi.fn();
    whenIdleAfterFirstPaint(work);
    goIdle();
    expect(work).not.toHaveBeenCalled();
    paintFrame();
    goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("without requestIdleCallback (Safari), runs a short while after the painted frame", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("requestIdleCallback", undefined);
    readyState = "complete";
    const work = vi.fn();
    whenIdleAfterFirstPaint(work);
    vi.advanceTimersByTime(10 * idleFallbackMs);
    expect(work).not.toHaveBeenCalled();

    paintFrame();
    vi.advanceTimersByTime(idleFallbackMs - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled, at whichever step it waits", () => {
    const beforeLoad = vi.fn();
    whenIdleAfterFirstPaint(beforeLoad)();
    load();
    paintFrame();
    goIdle();
    expect(beforeLoad).not.toHaveBeenCalled();

    const beforeFrame = vi.fn();
    whenIdleAfterFirstPaint(beforeFrame)();
    paintFrame();
    goIdle();
    expect(beforeFrame).not.toHaveBeenCalled();

    const beforeIdle = vi.fn();
    const cancel = whenIdleAfterFirstPaint(beforeIdle);
    paintFrame();
    cancel();
    goIdle();
    expect(beforeIdle).not.toHaveBeenCalled();
  });
});
