import { describe, expect, it } from "vitest";
import { isSameSiteJson } from "../../../scripts/studio/vite-plugin.ts";

const request = (headers: Record<string, string>) => ({ headers: { host: "127.0.0.1:5173", ...headers } });

describe("the studio's writes", () => {
  it("are accepted from its own page: a JSON body from the same origin", () => {
    expect(isSameSiteJson(request({ "content-type": "application/json", "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:5173" }))).toBe(true);
  });

  it("are refused from another site, even with a JSON body", () => {
    expect(isSameSiteJson(request({ "content-type": "application/json", "sec-fetch-site": "cross-site", origin: "https://example.com" }))).toBe(false);
    expect(isSameSiteJson(request({ "content-type": "application/json", origin: "https://example.com" }))).toBe(false);
    expect(isSameSiteJson(request({ "content-type": "application/json", origin: "null" }))).toBe(false);
  });

  it("are refused as a plain-text form post, which another page could send without asking", () => {
    expect(isSameSiteJson(request({ "content-type": "text/plain", "sec-fetch-site": "same-origin" }))).toBe(false);
  });
});
