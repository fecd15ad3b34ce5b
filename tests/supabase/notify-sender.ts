import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The notify-contact Edge Function served by real Deno (the binary the `deno` npm package
 * ships) on a loopback port, called as pg_cron calls it.
 */
const entry = join(import.meta.dirname, "../../supabase/functions/notify-contact/index.ts");
export const notifySecret = "test-notify-secret";

/** A token PostgREST would read as the service role; the stand-in reads only its role claim. */
export const serviceKey = `e30.${Buffer.from(JSON.stringify({ role: "service_role" })).toString("base64url")}.stand-in`;

export function denoBinary(): string {
  const installApi = fileURLToPath(import.meta.resolve("deno/install_api.cjs"));
  const shipped = join(dirname(installApi), process.platform === "win32" ? "deno.exe" : "deno");
  if (existsSync(shipped)) return shipped;
  // Without its install script, the package finds the binary of this platform's package itself.
  return (createRequire(import.meta.url)(installApi) as { runInstall: () => string }).runInstall();
}

export interface SenderOptions {
  supabaseUrl: string;
  emailApiUrl: string;
  chatWebhookUrl?: string;
  requestTimeoutMs?: number;
}

export interface NotifySender {
  url: string;
  /** One call, with the shared secret unless told otherwise; answers the function's JSON. */
  call: (secret?: string | null) => Promise<{ status: number; body: Record<string, unknown> }>;
  stop: () => Promise<void>;
}

export async function startSender(options: SenderOptions): Promise<NotifySender> {
  const child: ChildProcess = spawn(denoBinary(), ["run", "--no-prompt", "--allow-net=127.0.0.1", "--allow-env", entry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DENO_NO_UPDATE_CHECK: "1",
      NO_COLOR: "1",
      NOTIFY_CONTACT_PORT: "0",
      SUPABASE_URL: options.supabaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      NOTIFY_CONTACT_SECRET: notifySecret,
      RESEND_API_KEY: "re_stand_in",
      RESEND_API_URL: options.emailApiUrl,
      NOTIFY_EMAIL_FROM: "Verdavia site <site@verdavia.example>",
      NOTIFY_EMAIL_TO: "sales@verdavia.example, team@verdavia.example",
      NOTIFY_REQUEST_TIMEOUT_MS: String(options.requestTimeoutMs ?? 500),
      ...(options.chatWebhookUrl ? { NOTIFY_CHAT_WEBHOOK_URL: options.chatWebhookUrl } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`deno exited (${code}) before listening: ${errors}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    call: async (secret = notifySecret) => {
      const response = await fetch(url, { method: "POST", headers: secret === null ? {} : { "x-notify-secret": secret } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
