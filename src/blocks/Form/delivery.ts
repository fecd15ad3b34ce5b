import { problemFromConstraint, type ValueProblem } from "./message-rules.ts";

/** The function the migration creates; the form calls it through supabase.rpc. */
export const submitFunction = "submit_contact_message";

/** How long a visitor waits for an answer before the form says so. */
export const answerTimeoutMs = 10_000;

/** The arguments of submit_contact_message, by the names PostgREST matches. */
export interface MessagePayload {
  name: string;
  email: string;
  company: string;
  interest: string;
  message: string;
  sent_from: string;
  idempotency_key: string;
  fill_ms: number;
  website: string;
}

/**
 * Why a message did not arrive, each with its own advice:
 * offline (the browser knows it has no network), unreachable (the request failed),
 * timeout (no answer in time), server (5xx, or the site is set up wrongly),
 * busy (429, the rate limit), refused (a value the table does not accept).
 */
export type Failure = "offline" | "unreachable" | "timeout" | "server" | "busy" | "refused";

export type DeliveryOutcome = { delivered: true } | { delivered: false; failure: Failure; problem?: ValueProblem };

/** What supabase-js reports for a call, reduced to what decides the outcome. */
export interface RpcAnswer {
  status: number;
  error: { code?: string; message?: string } | null;
}

export function outcomeOf(answer: RpcAnswer, timedOut: boolean): DeliveryOutcome {
  if (timedOut) return { delivered: false, failure: "timeout" };
  if (!answer.error && answer.status >= 200 && answer.status < 300) return { delivered: true };
  // supabase-js answers status 0 when fetch itself failed: no connection, DNS, CORS.
  if (answer.status === 0) return { delivered: false, failure: "unreachable" };
  if (answer.status === 429 || answer.error?.code === "PT429") return { delivered: false, failure: "busy" };
  if (answer.status >= 500) return { delivered: false, failure: "server" };
  const problem = answer.error?.code === "23514" ? problemFromConstraint(answer.error.message ?? "") : undefined;
  if (problem) return { delivered: false, failure: "refused", problem };
  // 401, 404 and the like: the site is set up wrongly, not the visitor's doing.
  return { delivered: false, failure: "server" };
}

/** The honeypot's name: a field only bots see and fill. Not a column, so content can't use it. */
export const honeypotName = "website";
