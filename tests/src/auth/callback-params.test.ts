import { describe, expect, it } from "vitest";
import { readAuthCallback } from "../../../src/auth/callback-params.ts";

const tokens = "access_token=eyJ.a.b&refresh_token=r3fr3sh&expires_in=3600&token_type=bearer&type=magiclink";

describe("readAuthCallback", () => {
  it("reads implicit tokens appended after the #/auth route", () => {
    expect(readAuthCallback(`https://site.example/#/auth#${tokens}`)).toEqual({
      callback: { kind: "implicit", accessToken: "eyJ.a.b", refreshToken: "r3fr3sh" },
      cleanUrl: "https://site.example/#/auth",
    });
  });

  it("reads implicit tokens that replaced the hash at the site root", () => {
    expect(readAuthCallback(`https://site.example/#${tokens}`)).toEqual({
      callback: { kind: "implicit", accessToken: "eyJ.a.b", refreshToken: "r3fr3sh" },
      cleanUrl: "https://site.example/#/auth",
    });
  });

  it("reads an error redirect and keeps its description", () => {
    const read = readAuthCallback("https://site.example/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired");
    expect(read).toEqual({
      callback: { kind: "error", error: "access_denied", code: "otp_expired", description: "Email link is invalid or has expired" },
      cleanUrl: "https://site.example/#/auth",
    });
  });

  it("reads a PKCE code from the query and drops it, keeping other query parameters", () => {
    expect(readAuthCallback("https://site.example/app/?utm_source=mail&code=c0de-123#/auth")).toEqual({
      callback: { kind: "pkce", code: "c0de-123" },
      cleanUrl: "https://site.example/app/?utm_source=mail#/auth",
    });
  });

  it("reads PKCE errors from the query", () => {
    expect(readAuthCallback("https://site.example/?error=invalid_request&error_description=bad#/auth")?.callback).toEqual({
      kind: "error",
      error: "invalid_request",
      description: "bad",
    });
  });

  it("ignores ordinary addresses, including in-page anchors", () => {
    for (const href of ["https://site.example/", "https://site.example/#/", "https://site.example/#/partnerships#airlines", "https://site.example/#/auth", "https://site.example/?ref=x#/contact"]) {
      expect(readAuthCallback(href), href).toBeNull();
    }
  });

  it("needs both tokens before treating a hash as a sign-in", () => {
    expect(readAuthCallback("https://site.example/#access_token=only")).toBeNull();
  });

  it("never keeps a token in the clean address", () => {
    const read = readAuthCallback(`https://site.example/?code=x&state=y#/auth#${tokens}`)!;
    expect(read.cleanUrl).not.toMatch(/token|code=|state=/);
  });
});
