import type { NotifyConfig } from "./types.ts";

/** Everything the function reads from its environment (Supabase secrets), checked. */
export interface FunctionSettings {
  supabaseUrl: string;
  serviceKey: string;
  notify: NotifyConfig;
}

export type SettingsOrProblem = { ok: true; settings: FunctionSettings } | { ok: false; problem: string };

const defaultResendUrl = "https://api.resend.com";

export function readSettings(env: Record<string, string | undefined>): SettingsOrProblem {
  const value = (name: string) => env[name]?.trim() || undefined;
  const missing = ["SUPABASE_URL", "SUPABASE_SERVICE_ROLE_KEY"].filter((name) => !value(name));
  const apiKey = value("RESEND_API_KEY");
  const to = (value("NOTIFY_EMAIL_TO") ?? "").split(",").map((address) => address.trim()).filter(Boolean);
  const from = value("NOTIFY_EMAIL_FROM");
  if (apiKey && (!from || to.length === 0)) missing.push(...(!from ? ["NOTIFY_EMAIL_FROM"] : []), ...(to.length === 0 ? ["NOTIFY_EMAIL_TO"] : []));
  const chatWebhookUrl = value("NOTIFY_CHAT_WEBHOOK_URL") ?? null;
  if (!apiKey && !chatWebhookUrl) missing.push("RESEND_API_KEY (with NOTIFY_EMAIL_FROM and NOTIFY_EMAIL_TO) or NOTIFY_CHAT_WEBHOOK_URL");
  if (missing.length > 0) return { ok: false, problem: `notify-contact is not set up: missing ${missing.join(", ")}` };

  const requestTimeoutMs = Number(value("NOTIFY_REQUEST_TIMEOUT_MS") ?? 10_000);
  const batchSize = 5;
  return {
    ok: true,
    settings: {
      supabaseUrl: value("SUPABASE_URL")!.replace(/\/$/, ""),
      serviceKey: value("SUPABASE_SERVICE_ROLE_KEY")!,
      notify: {
        email: apiKey ? { apiUrl: (value("RESEND_API_URL") ?? defaultResendUrl).replace(/\/$/, ""), apiKey, from: from!, to } : null,
        chatWebhookUrl,
        requestTimeoutMs,
        batchSize,
        // Each row may wait a timeout per channel; twice that for a whole batch, plus a minute.
        leaseSeconds: Math.ceil((batchSize * 2 * 2 * requestTimeoutMs) / 1000) + 60,
        runBudgetMs: 50_000,
      },
    },
  };
}
