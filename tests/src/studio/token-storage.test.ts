// @vitest-environment happy-dom
import { beforeEach, expect, it } from "vitest";
import { forgetToken, keepToken, noteRememberChoice, readToken, takeRememberChoice } from "../../../src/studio/hosted/token-storage.ts";
import { failureText } from "../../../src/studio/failure-text.ts";
import { StoreFailure } from "../../../src/studio/store/content-store.ts";
import { keepChanges, keptChanges, unsavedKey } from "../../../src/studio/store.ts";

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it("keeps the token for the tab unless the editor asks to be remembered, and forgets it on sign-out", () => {
  keepToken("tab-token", false);
  expect(sessionStorage.length + localStorage.length).toBe(1);
  expect(readToken()).toEqual({ token: "tab-token", remembered: false });
  keepToken("kept-token", true);
  expect(readToken()).toEqual({ token: "kept-token", remembered: true });
  expect(sessionStorage.length).toBe(0);
  forgetToken();
  expect(readToken()).toBeUndefined();
  expect(sessionStorage.length + localStorage.length).toBe(0);
});

it("keeps whom the token belongs to beside it, in the same storage, and forgets both together", () => {
  keepToken("kept-token", true, "alice");
  expect(readToken()).toEqual({ token: "kept-token", remembered: true, login: "alice" });
  expect(sessionStorage.length).toBe(0);
  // Another token, of someone not known yet: the earlier login goes with the earlier token.
  keepToken("tab-token", false);
  expect(readToken()).toEqual({ token: "tab-token", remembered: false });
  keepToken("tab-token", false, "bob");
  forgetToken();
  expect(sessionStorage.length + localStorage.length).toBe(0);
});

it("carries the remember-me choice across the trip to GitHub's sign-in page, once", () => {
  noteRememberChoice(true);
  expect(takeRememberChoice()).toBe(true);
  expect(takeRememberChoice()).toBe(false);
});

it("keeps unsaved edits apart for each repository, branch and editor", () => {
  const file = { file: { path: "content/pages/about.yaml", kind: "page" as const, text: "", version: "blob-1", data: {}, sectionLines: [] }, changes: [{ op: "set" as const, path: ["title"], value: "Mine" }] };
  keepChanges({ [file.file.path]: file }, "github:api.github.com/verdavia/website@main:alice");
  expect(keptChanges("github:api.github.com/verdavia/website@main:bob")).toEqual({});
  expect(keptChanges("")).toEqual({});
  expect(keptChanges("github:api.github.com/verdavia/website@main:alice")).toEqual({ [file.file.path]: { version: "blob-1", changes: file.changes, base: {} } });
  expect(unsavedKey("")).toBe("studio:unsaved");
});

it("puts a used-up rate limit with the time it resets, and never a token", () => {
  const resetAt = new Date(2026, 10, 25, 15, 42);
  expect(failureText(new StoreFailure("rate-limited", "Saving: used up", { status: 403, resetAt }))).toBe("GitHub's limit on requests is used up until 15:42. Try again after that.");
  expect(failureText(new StoreFailure("signed-out", "x"))).toMatch(/Sign in again/);
});
