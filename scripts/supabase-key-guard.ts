import type { Plugin } from "vite";
import { PlainBuildError } from "./plain-error.ts";

/** The payload of a JWT, or undefined when the text is not one. */
export function jwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.trim().split(".");
  if (parts.length !== 3) return undefined;
  try {
    const json = Buffer.from(parts[1]!.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === "object" ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Why a value must not ship to browsers, or undefined when it may. */
export function privilegedKeyReason(value: string): string | undefined {
  if (value.trim().startsWith("sb_secret_")) return "is a Supabase secret key";
  if (jwtPayload(value)?.role === "service_role") return "is a service_role key";
  return undefined;
}

/** Every VITE_ variable ends up in the browser bundle; none may hold a privileged key. */
export function findPrivilegedKeys(env: Record<string, string | undefined>): string[] {
  return Object.entries(env)
    .filter(([name]) => name.startsWith("VITE_"))
    .flatMap(([name, value]) => {
      const reason = value ? privilegedKeyReason(value) : undefined;
      return reason ? [`${name} ${reason}.`] : [];
    });
}

/**
 * Refuses to build or serve with a privileged Supabase key in a VITE_ variable:
 * such a key bypasses every access rule and must never reach a visitor.
 */
export function supabaseKeyGuard(): Plugin {
  return {
    name: "supabase-key-guard",
    configResolved(config) {
      const problems = findPrivilegedKeys(config.env as Record<string, string | undefined>);
      if (problems.length === 0) return;
      throw new PlainBuildError(
        `${problems.join(" ")} It bypasses every access rule and would be readable by every visitor. ` +
          "Set VITE_SUPABASE_ANON_KEY to the project's anon (public) key; keep the service key on servers only. Nothing was built.",
      );
    },
  };
}
