import { supabaseClient } from "../../auth/client.ts";
import type { AuthConfig } from "../../auth/config.ts";
import { answerTimeoutMs, outcomeOf, submitFunction, type DeliveryOutcome, type MessagePayload } from "./delivery.ts";

/**
 * Sends one message with supabase-js. The form loads this module (and supabase-js
 * with it) when the visitor first types, never before, and never on other routes.
 */
export async function sendMessage(config: AuthConfig, payload: MessagePayload, timeoutMs = answerTimeoutMs): Promise<DeliveryOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const { status, error } = await supabaseClient(config).rpc(submitFunction, { ...payload }).abortSignal(controller.signal);
    return outcomeOf({ status, error }, timedOut);
  } catch {
    return outcomeOf({ status: 0, error: { message: "request failed" } }, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
