import type { ClaimedNotification } from "./types.ts";

/**
 * What the team receives, built only from text the visitor cannot break out of: every
 * value is escaped for HTML, and a value that lands in a header (the subject, Reply-To)
 * is one line of printable characters.
 */
export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
  /** Undefined when the stored address is not one a mail header can carry as it is. */
  replyTo: string | undefined;
}

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character]!);
}

/** Line breaks (CR, LF, Unicode separators) and other control characters become spaces. */
export function oneLine(value: string, maxLength = 200): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

// The database already refuses whitespace in an address; quotes, angle brackets, commas and
// semicolons would change a header's meaning, so such an address is left out of Reply-To.
const plainAddress = /^[^\s@<>"',;()[\]\\]+@[^\s@<>"',;()[\]\\]+\.[^\s@<>"',;()[\]\\]+$/;

export function interestLabel(interest: string): string {
  const words = oneLine(interest, 60).replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** e.g. 2026-11-26 09:41 UTC */
export function receivedText(receivedAt: string): string {
  const time = new Date(receivedAt);
  return Number.isNaN(time.getTime()) ? oneLine(receivedAt) : `${time.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

interface Field {
  label: string;
  value: string;
}

function fields(message: ClaimedNotification): Field[] {
  return [
    { label: "Name", value: message.name },
    { label: "Email", value: message.email },
    { label: "Company", value: message.company ?? "(none given)" },
    { label: "Interest", value: interestLabel(message.interest) },
    { label: "Sent from", value: message.sent_from ?? "(page not recorded)" },
    { label: "Received", value: receivedText(message.received_at) },
  ];
}

export function composeEmail(message: ClaimedNotification): ComposedEmail {
  const who = message.company ?? message.name;
  const subject = oneLine(`New message: ${interestLabel(message.interest)} — ${oneLine(who, 100)}`, 150);
  const list = fields(message);
  const text = [
    "A new message from the contact form.",
    "",
    ...list.map((field) => `${field.label}: ${oneLine(field.value, 300)}`),
    "",
    "Message:",
    message.message,
    "",
    "Reply to this email to answer the sender.",
  ].join("\n");
  const rows = list.map((field) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(field.label)}</th><td>${escapeHtml(oneLine(field.value, 300))}</td></tr>`);
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:sans-serif">',
    "<p>A new message from the contact form.</p>",
    `<table>${rows.join("")}</table>`,
    `<p style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px">${escapeHtml(message.message)}</p>`,
    "<p>Reply to this email to answer the sender.</p>",
    "</body></html>",
  ].join("\n");
  return { subject, text, html, replyTo: plainAddress.test(message.email) ? message.email : undefined };
}

/** Slack's mrkdwn (and Teams') reads &, < and > as markup; escaped, the visitor's words stay words. */
function escapeChat(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function composeChatText(message: ClaimedNotification): string {
  const list = fields(message).map((field) => `${field.label}: ${escapeChat(oneLine(field.value, 300))}`);
  const quoted = escapeChat(message.message.length > 2_000 ? `${message.message.slice(0, 1_999)}…` : message.message)
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${line}`);
  return ["New message from the contact form", ...list, ...quoted].join("\n");
}
