// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { outcomeOf } from "../../../src/blocks/Form/delivery.ts";
import { draftKey, newDraft, newIdempotencyKey, readDraft, removeDraft, saveDraft } from "../../../src/blocks/Form/draft.ts";
import { problemFromConstraint, problemText, valueProblem } from "../../../src/blocks/Form/message-rules.ts";
import { nextState, startEditing, type SendState } from "../../../src/blocks/Form/sending-state.ts";
import { englishWords } from "../../fixtures/words.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the sending state machine", () => {
  const sending: SendState = { phase: "sending", problems: {} };

  it("goes editing → sending → delivered", () => {
    const sent = nextState(startEditing, { type: "send" });
    expect(sent.phase).toBe("sending");
    expect(nextState(sent, { type: "delivered" })).toEqual({ phase: "delivered" });
  });

  it("ignores a second send while sending, so a double click sends once", () => {
    expect(nextState(sending, { type: "send" })).toBe(sending);
  });

  it("fails from sending with the reason and the refused field, and can send again", () => {
    const failed = nextState(sending, { type: "failed", failure: "refused", problems: { email: "Enter an email address like name@example.com." } });
    expect(failed).toEqual({ phase: "failed", failure: "refused", problems: { email: "Enter an email address like name@example.com." } });
    expect(nextState(failed, { type: "send" })).toEqual({ phase: "sending", problems: {} });
  });

  it("takes a failure only from sending: a late answer cannot reopen the confirmation or a new try", () => {
    expect(nextState(startEditing, { type: "failed", failure: "timeout" })).toBe(startEditing);
    expect(nextState({ phase: "delivered" }, { type: "failed", failure: "server" })).toEqual({ phase: "delivered" });
    expect(nextState({ phase: "delivered" }, { type: "send" })).toEqual({ phase: "delivered" });
  });

  it("confirms straight from editing, for the local form and for a bot", () => {
    expect(nextState(startEditing, { type: "delivered" })).toEqual({ phase: "delivered" });
  });

  it("marks fields the browser-side check refused without sending, and unmarks a field once edited", () => {
    const checked = nextState(startEditing, { type: "checked", problems: { name: "Enter your name.", message: "Write a message." } });
    expect(checked).toEqual({ phase: "editing", problems: { name: "Enter your name.", message: "Write a message." } });
    expect(nextState(checked, { type: "edited", field: "name" })).toEqual({ phase: "editing", problems: { message: "Write a message." } });
    expect(nextState(checked, { type: "edited", field: "company" })).toBe(checked);
    expect(nextState(sending, { type: "checked", problems: { name: "x" } })).toBe(sending);
  });

  it("keeps the alert while a refused field is corrected", () => {
    const failed: SendState = { phase: "failed", failure: "refused", problems: { email: "Enter an email address like name@example.com." } };
    expect(nextState(failed, { type: "edited", field: "email" })).toEqual({ phase: "failed", failure: "refused", problems: {} });
  });
});

describe("drafts", () => {
  afterEach(() => localStorage.clear());

  it("are kept per form and come back as saved", () => {
    const contact = draftKey("/contact", "message");
    const other = draftKey("/partnerships", "message");
    const draft = { ...newDraft(1_000), values: { name: "Ada", message: "Hello" } };
    saveDraft(contact, draft);
    expect(readDraft(contact)).toEqual(draft);
    expect(readDraft(other)).toBeUndefined();
    removeDraft(contact);
    expect(readDraft(contact)).toBeUndefined();
  });

  it("carry one idempotency key, kept across saves", () => {
    const key = draftKey("/contact", "message");
    const draft = newDraft(1_000);
    expect(draft.idempotencyKey).toMatch(uuid);
    saveDraft(key, { ...draft, values: { name: "A" } });
    saveDraft(key, { ...draft, values: { name: "Ada" } });
    expect(readDraft(key)!.idempotencyKey).toBe(draft.idempotencyKey);
  });

  it("ignore stored text that isn't a draft rather than throw", () => {
    const key = draftKey("/contact", "message");
    for (const junk of ["{", "null", '{"values":{}}', '{"values":{"a":1},"idempotencyKey":"x","startedAt":1}']) {
      localStorage.setItem(key, junk);
      expect(readDraft(key)).toBeUndefined();
    }
  });

  it("survive storage that refuses to store", () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    try {
      expect(() => saveDraft(draftKey("/contact", "message"), newDraft(0))).not.toThrow();
    } finally {
      Storage.prototype.setItem = original;
    }
  });

  it("get a version 4 UUID even where crypto.randomUUID is missing (plain http)", () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });
});

describe("the table's rules in the browser", () => {
  it("says how far over a limit an answer is, counting an emoji as one character as Postgres does", () => {
    const name = "\u{1F680}".repeat(201);
    expect(valueProblem("name", "\u{1F680}".repeat(200))).toBeUndefined();
    const problem = valueProblem("name", name)!;
    expect(problemText(problem, name, englishWords)).toBe("Use 200 characters or fewer here (this has 201).");
    expect(problemText(valueProblem("message", "m".repeat(5001))!, "m".repeat(5001), englishWords)).toBe("Use 5,000 characters or fewer here (this has 5,001).");
  });

  it("asks for a name and a message that are more than spaces", () => {
    expect(problemText(valueProblem("name", "  ")!, "  ", englishWords)).toBe("Enter your name.");
    expect(problemText(valueProblem("message", "\n\t")!, "\n\t", englishWords)).toBe("Write a message.");
    expect(valueProblem("company", "")).toBeUndefined();
  });

  it("wants an address with a dot in its domain, which the browser's own check lets through", () => {
    for (const bad of ["ada@localhost", "ada", "a b@example.com", "@example.com"]) expect(valueProblem("email", bad), bad).toEqual({ column: "email", rule: "shape" });
    expect(valueProblem("email", "ada@example.co.uk")).toBeUndefined();
  });

  it("takes only the five interests the table stores", () => {
    expect(valueProblem("interest", "research")).toBeUndefined();
    expect(problemText(valueProblem("interest", "airline")!, "airline", englishWords)).toBe("Choose one of the listed options.");
  });

  it("reads the column and rule from a refused constraint", () => {
    expect(problemFromConstraint('new row for relation "contact_messages" violates check constraint "contact_messages_company_length"')).toEqual({ column: "company", rule: "length" });
    expect(problemFromConstraint("something else")).toBeUndefined();
  });
});

describe("what an answer means", () => {
  it("delivered on 2xx without error", () => {
    expect(outcomeOf({ status: 204, error: null }, false)).toEqual({ delivered: true });
    expect(outcomeOf({ status: 200, error: null }, false)).toEqual({ delivered: true });
  });

  it("names each failure", () => {
    expect(outcomeOf({ status: 0, error: { message: "AbortError" } }, true)).toEqual({ delivered: false, failure: "timeout" });
    expect(outcomeOf({ status: 0, error: { message: "TypeError: Failed to fetch" } }, false)).toEqual({ delivered: false, failure: "unreachable" });
    expect(outcomeOf({ status: 429, error: { code: "PT429" } }, false)).toEqual({ delivered: false, failure: "busy" });
    expect(outcomeOf({ status: 503, error: { message: "Service Unavailable" } }, false)).toEqual({ delivered: false, failure: "server" });
    expect(outcomeOf({ status: 404, error: { code: "PGRST202" } }, false)).toEqual({ delivered: false, failure: "server" });
    expect(outcomeOf({ status: 400, error: { code: "23514", message: 'violates check constraint "contact_messages_email_shape"' } }, false)).toEqual({
      delivered: false,
      failure: "refused",
      problem: { column: "email", rule: "shape" },
    });
  });
});
