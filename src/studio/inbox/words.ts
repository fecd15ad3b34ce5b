/** The inbox's words for what the database stores: states, interests, times and notifications. */
import type { InboxMessage, MessageState } from "./api.ts";

const stateLabels: Record<MessageState, string> = { new: "New", in_progress: "In progress", answered: "Answered", spam: "Spam" };

export function stateLabel(state: string): string {
  return stateLabels[state as MessageState] ?? state;
}

/** The form's interests as the contact page names them (content/pages/contact.yaml). */
export const interestLabels: Record<string, string> = {
  "fuel-supply": "SAF supply",
  partnership: "Strategic partnership",
  investment: "Investment",
  research: "Research collaboration",
  careers: "Careers",
  other: "Other inquiry",
};

export function interestLabel(interest: string): string {
  return interestLabels[interest] ?? interest;
}

export const languageLabels: Record<string, string> = { en: "English", ar: "Arabic" };

/** The company's two offices: every time is shown in both. */
const zones = [
  { name: "London", zone: "Europe/London" },
  { name: "Dubai", zone: "Asia/Dubai" },
] as const;

const clockFormats = zones.map(({ zone }) => new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }));
const dayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: zones[0].zone, day: "numeric", month: "short", year: "numeric" });

/** "10:42 London" */
export function londonClock(at: string | Date): string {
  return `${clockFormats[0]!.format(new Date(at))} London`;
}

/** "1 Dec 2026, 10:42 London · 14:42 Dubai" */
export function bothOffices(at: string | Date): string {
  const date = new Date(at);
  return `${dayFormat.format(date)}, ${zones.map(({ name }, index) => `${clockFormats[index]!.format(date)} ${name}`).join(" · ")}`;
}

/** Whether the team was told of the message, in words: "Emailed to the team at 10:42 London". */
export function notificationWords(message: InboxMessage, now = new Date()): string {
  const channels = message.notification_channels ?? [];
  const told = [channels.includes("email") ? "emailed to the team" : "", channels.includes("chat") ? "posted to the team's chat" : ""].filter(Boolean).join(" and ");
  const reason = message.notification_last_error ? `: ${message.notification_last_error.replace(/\.$/, "")}` : "";
  switch (message.notification_state) {
    case "sent":
      return `${capitalise(told || "sent to the team")}${message.notification_sent_at ? ` at ${londonClock(message.notification_sent_at)}` : ""}.`;
    case "failed":
      return `Not delivered${reason}. No more tries: answer from here.`;
    case "pending": {
      const next = message.notification_next_attempt_at ? new Date(message.notification_next_attempt_at) : undefined;
      if ((message.notification_attempts ?? 0) === 0) {
        return next && now.getTime() - next.getTime() > 10 * 60_000 ? "Not delivered yet: no sender has taken it up (the notification service may be off)." : "Waiting to be sent to the team.";
      }
      return `Not delivered yet${reason}; retrying${next ? ` at ${londonClock(next)}` : ""}.`;
    }
    default:
      return "No notification was recorded.";
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
