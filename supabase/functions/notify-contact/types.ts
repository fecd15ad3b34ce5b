/** A notification as claim_contact_notifications returns it: the row and its message. */
export interface ClaimedNotification {
  notification_id: number;
  attempts: number;
  channels_done: string[];
  message_id: number;
  idempotency_key: string;
  name: string;
  email: string;
  company: string | null;
  interest: string;
  message: string;
  sent_from: string | null;
  received_at: string;
}

export type Channel = "email" | "chat";

/** The database calls the sender makes; in production, PostgREST rpc calls with the service key. */
export interface NotificationStore {
  claim(batchSize: number, leaseSeconds: number): Promise<ClaimedNotification[]>;
  markSent(notificationId: number, providerMessageId: string | null, channelsDone: Channel[]): Promise<void>;
  markFailed(notificationId: number, error: string, permanent: boolean, channelsDone: Channel[]): Promise<void>;
}

export interface EmailSettings {
  /** Resend's API, e.g. https://api.resend.com; a loopback stand-in in tests. */
  apiUrl: string;
  apiKey: string;
  from: string;
  to: string[];
}

export interface NotifyConfig {
  email: EmailSettings | null;
  /** A Slack or Teams incoming-webhook URL. */
  chatWebhookUrl: string | null;
  requestTimeoutMs: number;
  batchSize: number;
  /** Longer than a batch can take (each request times out), so a live sender keeps its rows. */
  leaseSeconds: number;
  /** No new batch is claimed after this much of the run: an Edge Function's time is limited. */
  runBudgetMs: number;
}

/** The result of one try on one channel. */
export type SendOutcome =
  | { ok: true; providerId: string | null }
  | { ok: false; permanent: boolean; reason: string };
