/**
 * What a visitor has typed into a form that sends, kept in localStorage until the
 * message is delivered, so a reload, a crash or a wrong click loses nothing. The
 * idempotency key belongs to the draft: every retry of it is stored once.
 */
export interface Draft {
  values: Record<string, string>;
  idempotencyKey: string;
  /** When a value was first present (ms since the epoch), for the minimum fill time. */
  startedAt: number;
  /** The values last sent under this key: a retry with other values needs a new key. */
  sent?: Record<string, string>;
}

export { draftKey } from "./draft-key.ts";

/** A version 4 UUID; crypto.randomUUID exists only on secure origins. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * When the page began to load: answers found in the prerendered form when its code
 * runs were typed after this, and no earlier moment can be known.
 */
export function pageOpenedAt(): number {
  return typeof performance === "undefined" ? Date.now() : Math.min(Math.round(performance.timeOrigin), Date.now());
}

/** Whether `a` and `b` hold the same answers. */
export function sameValues(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => (a[name] ?? "") === (b[name] ?? ""));
}

export function newDraft(now: number): Draft {
  return { values: {}, idempotencyKey: newIdempotencyKey(), startedAt: now };
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== "object") return false;
  const draft = value as Partial<Draft>;
  return (
    typeof draft.idempotencyKey === "string" &&
    uuidShape.test(draft.idempotencyKey) &&
    typeof draft.startedAt === "number" &&
    !!draft.values &&
    typeof draft.values === "object" &&
    Object.values(draft.values).every((entry) => typeof entry === "string") &&
    (draft.sent === undefined || (typeof draft.sent === "object" && draft.sent !== null && Object.values(draft.sent).every((entry) => typeof entry === "string")))
  );
}

/** Storage can be missing, full or refused (private modes, blocked cookies): a draft is a kindness, never a failure. */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(key: string): Draft | undefined {
  try {
    const text = storage()?.getItem(key);
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return isDraft(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(key: string, draft: Draft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or refused: the fields on screen still hold everything.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clean up where nothing could be stored.
  }
}
