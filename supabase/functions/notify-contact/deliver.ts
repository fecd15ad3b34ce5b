import { sendChat, sendEmail } from "./send.ts";
import type { Channel, ClaimedNotification, NotificationStore, NotifyConfig, SendOutcome } from "./types.ts";

/**
 * The sender's whole logic, over what it is given: the database calls, fetch and the clock.
 * Claims due notifications batch by batch, sends each on every configured channel it has
 * not yet reached, and records sent or failed. A crash anywhere leaves the row leased, and
 * it comes back when the lease runs out; the email's idempotency key keeps that from
 * sending twice.
 */
export interface DeliveryDependencies {
  store: NotificationStore;
  fetch: typeof fetch;
  /** Milliseconds, as Date.now. */
  now: () => number;
  config: NotifyConfig;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failedForGood: number;
}

function channelsOf(config: NotifyConfig): Channel[] {
  return [...(config.email ? (["email"] as const) : []), ...(config.chatWebhookUrl ? (["chat"] as const) : [])];
}

async function sendOn(channel: Channel, notification: ClaimedNotification, { fetch: fetchFn, config }: DeliveryDependencies): Promise<SendOutcome> {
  if (channel === "email") return sendEmail(fetchFn, config.email!, notification, config.requestTimeoutMs);
  return sendChat(fetchFn, config.chatWebhookUrl!, notification, config.requestTimeoutMs);
}

async function deliverOne(notification: ClaimedNotification, dependencies: DeliveryDependencies): Promise<"sent" | "retrying" | "failed"> {
  const done = notification.channels_done.filter((channel): channel is Channel => channel === "email" || channel === "chat");
  let providerId: string | null = null;
  const failures: Extract<SendOutcome, { ok: false }>[] = [];
  for (const channel of channelsOf(dependencies.config)) {
    if (done.includes(channel)) continue;
    const outcome = await sendOn(channel, notification, dependencies);
    if (outcome.ok) {
      done.push(channel);
      providerId ??= outcome.providerId;
    } else {
      failures.push(outcome);
    }
  }
  if (failures.length === 0) {
    await dependencies.store.markSent(notification.notification_id, providerId, done);
    return "sent";
  }
  // Any channel refused for good makes the row failed for good; the others still count as done.
  const permanent = failures.some((failure) => failure.permanent);
  await dependencies.store.markFailed(notification.notification_id, failures.map((failure) => failure.reason).join("; "), permanent, done);
  return permanent ? "failed" : "retrying";
}

export async function deliverDueNotifications(dependencies: DeliveryDependencies): Promise<DeliveryReport> {
  const { store, now, config } = dependencies;
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failedForGood: 0 };
  const stopClaimingAt = now() + config.runBudgetMs;
  while (now() < stopClaimingAt) {
    const batch = await store.claim(config.batchSize, config.leaseSeconds);
    if (batch.length === 0) break;
    report.claimed += batch.length;
    for (const notification of batch) {
      const result = await deliverOne(notification, dependencies);
      if (result === "sent") report.sent++;
      else if (result === "retrying") report.retrying++;
      else report.failedForGood++;
    }
  }
  return report;
}
