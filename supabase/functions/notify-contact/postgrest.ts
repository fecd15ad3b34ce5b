import type { Channel, ClaimedNotification, NotificationStore } from "./types.ts";

/** The notification functions of the migration, called through PostgREST with the service key. */
export function postgrestStore(supabaseUrl: string, serviceKey: string, fetchFn: typeof fetch): NotificationStore {
  async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    const response = await fetchFn(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`The database refused ${name} (${response.status}): ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }

  return {
    claim: async (batchSize, leaseSeconds) =>
      (await rpc("claim_contact_notifications", { batch_size: batchSize, lease_seconds: leaseSeconds })) as ClaimedNotification[],
    markSent: async (notificationId, providerMessageId, channelsDone: Channel[]) => {
      await rpc("mark_contact_notification_sent", { notification_id: notificationId, provider_message_id: providerMessageId, channels_done: channelsDone });
    },
    markFailed: async (notificationId, error, permanent, channelsDone: Channel[]) => {
      await rpc("mark_contact_notification_failed", { notification_id: notificationId, error, permanent, channels_done: channelsDone });
    },
  };
}
