import { composeChatText, composeEmail } from "./compose.ts";
import type { ClaimedNotification, EmailSettings, SendOutcome } from "./types.ts";

/**
 * One try on one channel, told apart as the retry schedule needs: a permanent refusal (the
 * service will never accept this message) or a failure worth trying again (the service is
 * down, slow, limiting requests, or not yet set up right). Reasons are in words, for the team.
 */
async function post(fetchFn: typeof fetch, url: string, init: RequestInit, timeoutMs: number, service: string): Promise<Response | SendOutcome> {
  try {
    return await fetchFn(url, { ...init, method: "POST", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError") return { ok: false, permanent: false, reason: `${service} gave no answer within ${timeoutMs / 1000} s` };
    return { ok: false, permanent: false, reason: `${service} could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A refusal is permanent unless it is about the service itself: limits, keys, a request in flight. */
function failure(service: string, status: number, detail: string): SendOutcome {
  const said = detail ? `: ${detail.slice(0, 300)}` : "";
  if (status >= 500) return { ok: false, permanent: false, reason: `${service} failed (${status})${said}` };
  if (status === 429) return { ok: false, permanent: false, reason: `${service} is limiting requests (429)${said}` };
  if (status === 401 || status === 403) return { ok: false, permanent: false, reason: `${service} did not accept the credentials (${status}); check the function's secrets${said}` };
  if (status === 408 || status === 409) return { ok: false, permanent: false, reason: `${service} asked for a retry (${status})${said}` };
  return { ok: false, permanent: true, reason: `${service} refused the message (${status})${said}` };
}

async function detailOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { name?: unknown; message?: unknown };
    return [body.name, body.message].filter((part) => typeof part === "string").join(": ") || text;
  } catch {
    return text;
  }
}

export async function sendEmail(fetchFn: typeof fetch, settings: EmailSettings, message: ClaimedNotification, timeoutMs: number): Promise<SendOutcome> {
  const email = composeEmail(message);
  const answer = await post(
    fetchFn,
    `${settings.apiUrl}/emails`,
    {
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        "Content-Type": "application/json",
        // The service sends one email per key, however many times a lost answer makes us ask.
        "Idempotency-Key": `contact-message-${message.idempotency_key}`,
      },
      body: JSON.stringify({
        from: settings.from,
        to: settings.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
      }),
    },
    timeoutMs,
    "The email service",
  );
  if (!(answer instanceof Response)) return answer;
  if (!answer.ok) return failure("The email service", answer.status, await detailOf(answer));
  const body = (await answer.json().catch(() => ({}))) as { id?: unknown };
  return { ok: true, providerId: typeof body.id === "string" ? body.id : null };
}

export async function sendChat(fetchFn: typeof fetch, webhookUrl: string, message: ClaimedNotification, timeoutMs: number): Promise<SendOutcome> {
  const answer = await post(fetchFn, webhookUrl, { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ text: composeChatText(message) }) }, timeoutMs, "The chat webhook");
  if (!(answer instanceof Response)) return answer;
  if (!answer.ok) return failure("The chat webhook", answer.status, await detailOf(answer));
  await answer.body?.cancel();
  return { ok: true, providerId: null };
}
