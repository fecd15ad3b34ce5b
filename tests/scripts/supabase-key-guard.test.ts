import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { createContentService } from "../../scripts/content/service.ts";
import { siteContent } from "../../scripts/content/vite-plugin.ts";
import { findPrivilegedKeys, jwtPayload, supabaseKeyGuard } from "../../scripts/supabase-key-guard.ts";

function jwt(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(payload)}.signature`;
}

describe("supabase key guard", () => {
  it("reads JWT payloads", () => {
    expect(jwtPayload(jwt({ role: "anon" }))).toEqual({ role: "anon" });
    expect(jwtPayload("not-a-jwt")).toBeUndefined();
  });

  it("accepts the anon key and refuses service_role and secret keys in any VITE_ variable", () => {
    expect(findPrivilegedKeys({ VITE_SUPABASE_ANON_KEY: jwt({ role: "anon" }), SUPABASE_SERVICE_KEY: jwt({ role: "service_role" }) })).toEqual([]);
    expect(findPrivilegedKeys({ VITE_SUPABASE_ANON_KEY: jwt({ role: "service_role" }) })).toEqual(["VITE_SUPABASE_ANON_KEY is a service_role key."]);
    expect(findPrivilegedKeys({ VITE_OTHER: "sb_secret_abc123" })).toEqual(["VITE_OTHER is a Supabase secret key."]);
  });

  it("stops the build before anything is written", async () => {
    process.env.VITE_SUPABASE_ANON_KEY = jwt({ role: "service_role", iss: "supabase" });
    process.env.VITE_SUPABASE_URL = "https://example.supabase.co";
    try {
      await expect(
        build({
          configFile: false,
          root: resolve(import.meta.dirname, "../.."),
          logLevel: "silent",
          plugins: [supabaseKeyGuard(), siteContent({ content: createContentService({ root: resolve(import.meta.dirname, "../..") }) }), react({ jsxImportSource: "@emotion/react" })],
          build: { outDir: resolve(import.meta.dirname, "../../.tmp/never-written"), write: false },
        }),
      ).rejects.toThrow(/VITE_SUPABASE_ANON_KEY is a service_role key\. .*Nothing was built\./);
    } finally {
      delete process.env.VITE_SUPABASE_ANON_KEY;
      delete process.env.VITE_SUPABASE_URL;
    }
  });
});
