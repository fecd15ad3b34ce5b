/**
 * The inbox's calls to the site's Supabase project, through supabase-js with the anon key and
 * the signed-in person's token. Every call is a database function in `public` that runs as the
 * caller, so row level security decides what it sees and changes (supabase/migrations/*_team_inbox.sql);
 * the erasure and its count hand over to definers in the unserved `private` schema that answer
 * admins only (*_inbox_erasure_private.sql). The inbox holds no other way to delete or audit.
 */
import type { SupabaseClient } from "@supabase/supabase-js";

export const messageStates = ["new", "in_progress", "answered", "spam"] as const;
export type MessageState = (typeof messageStates)[number];
export type TeamRole = "member" | "admin";

export interface InboxMessage {
  id: number;
  received_at: string;
  name: string;
  email: string;
  company: string | null;
  interest: string;
  message: string;
  sent_from: string | null;
  language: string;
  state: MessageState;
  assigned_to: string | null;
  handled_by: string | null;
  handled_at: string | null;
  notification_state: "pending" | "sent" | "failed" | null;
  notification_attempts: number | null;
  notification_next_attempt_at: string | null;
  notification_last_error: string | null;
  notification_sent_at: string | null;
  notification_channels: string[] | null;
}

export interface TeamMember {
  user_id: string;
  name: string;
  role: TeamRole;
}

export interface HistoryEvent {
  at: string;
  actor: string | null;
  kind: "state" | "assigned" | "note";
  detail: string | null;
}

/** What the list shows: each empty string means "any". */
export interface InboxFilter {
  search: string;
  interest: string;
  state: string;
  language: string;
}

export const noFilter: InboxFilter = { search: "", interest: "", state: "", language: "" };

/** Where a keyset page starts: after the message with this time and id. */
export interface Cursor {
  receivedAt: string;
  id: number;
}

export const pageSize = 25;

/** The calls the inbox makes; a function of (name, arguments) so tests and the benchmark can stand in. */
export type Rpc = (name: string, args: Record<string, unknown>) => Promise<unknown>;

export class InboxFailure extends Error {}

export function rpcOf(client: SupabaseClient): Rpc {
  return async (name, args) => {
    const { data, error } = await client.rpc(name, args);
    if (error) throw new InboxFailure(error.message);
    return data;
  };
}

export function listArguments(filter: InboxFilter, cursor: Cursor | undefined, size: number): Record<string, unknown> {
  return {
    search: filter.search.trim() || null,
    with_interest: filter.interest || null,
    with_state: filter.state || null,
    with_language: filter.language || null,
    before_received_at: cursor?.receivedAt ?? null,
    before_id: cursor?.id ?? null,
    page_size: size,
  };
}

export function createInboxApi(rpc: Rpc) {
  return {
    role: async () => ((await rpc("my_team_role", {})) as TeamRole | null) ?? null,
    team: async () => (await rpc("list_team_members", {})) as TeamMember[],
    page: async (filter: InboxFilter, cursor?: Cursor, size = pageSize) => (await rpc("list_contact_messages", listArguments(filter, cursor, size))) as InboxMessage[],
    setState: async (id: number, state: MessageState) => (await rpc("set_contact_message_state", { message_id: id, new_state: state })) as number,
    assign: async (id: number, assignee: string | null) => (await rpc("assign_contact_message", { message_id: id, assignee })) as number,
    addNote: async (id: number, note: string) => void (await rpc("add_contact_message_note", { message_id: id, note })),
    history: async (id: number) => (await rpc("contact_message_history", { message_id: id })) as HistoryEvent[],
    countFrom: async (email: string) => (await rpc("count_contact_messages_from", { email })) as number,
    erase: async (email: string, confirmedCount: number) => (await rpc("erase_contact_messages", { email, confirmed_count: confirmedCount })) as number,
  };
}

export type InboxApi = ReturnType<typeof createInboxApi>;

/** The cursor after the last message of a page. */
export function cursorAfter(page: readonly InboxMessage[]): Cursor | undefined {
  const last = page.at(-1);
  return last ? { receivedAt: last.received_at, id: last.id } : undefined;
}
