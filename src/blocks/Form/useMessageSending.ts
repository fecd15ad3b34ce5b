import { useCallback, useEffect, useMemo, useReducer, useRef, type FormEvent, type RefObject } from "react";
import type { AuthConfig } from "../../auth/config.ts";
import { useRouteLocation } from "../../routing/location.ts";
import { honeypotName, type DeliveryOutcome, type MessagePayload } from "./delivery.ts";
import { draftKey, newDraft, newIdempotencyKey, pageOpenedAt, readDraft, removeDraft, saveDraft, sameValues, type Draft } from "./draft.ts";
import { isMessageColumn, problemText, valueProblem, type RuleWords } from "./message-rules.ts";
import type { FormBlock } from "./schema.ts";
import type { sendMessage } from "./send-message.ts";
import { nextState, startEditing, type FieldProblems, type SendState } from "./sending-state.ts";

interface SendModule {
  sendMessage: typeof sendMessage;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlNamed(form: HTMLFormElement, name: string): Control | undefined {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement ? control : undefined;
}

function readValues(form: HTMLFormElement, block: FormBlock): Record<string, string> {
  return Object.fromEntries(block.fields.map((field) => [field.name, controlNamed(form, field.name)?.value ?? ""]));
}

/** The browser-side check, in the words the database's refusal would be shown in. */
export function browserProblems(values: Record<string, string>, words: RuleWords, numbers?: string): FieldProblems {
  const problems: FieldProblems = {};
  for (const [name, value] of Object.entries(values)) {
    if (!isMessageColumn(name)) continue;
    const sent = name === "email" ? value.trim() : value;
    const problem = valueProblem(name, sent);
    if (problem) problems[name] = problemText(problem, sent, words, numbers);
  }
  return problems;
}

/**
 * The message as stored: the table has no column for a choice of a collection's entries (the
 * role applied for), so each is written above the visitor's words, as its label and the
 * entry's title: "Role: Senior Process Engineer, HEFA".
 */
export function withChoices(block: Pick<FormBlock, "fields">, values: Record<string, string>): string {
  const lines = block.fields.flatMap((field) => {
    const chosen = field.collection ? field.options?.find((option) => option.value === values[field.name]) : undefined;
    return chosen ? [`${field.label.replace(/\s*\*$/, "")}: ${chosen.label}`] : [];
  });
  const message = values.message ?? "";
  return lines.length > 0 ? `${lines.join("\n")}\n\n${message}` : message;
}

const submitButton = "\u0000submit";

export interface MessageSending {
  state: SendState;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Sends a form's answers to the Supabase project in `config`, or, with none, only
 * confirms locally (the specification's behaviour: no draft, no request).
 * With a project: the first keystroke loads the sending code and starts a draft in
 * localStorage; a reload restores it; Send checks the answers, drops a bot that filled
 * the honeypot silently, and sends once however often it is pressed; only delivery
 * removes the draft. Answers sent too fast are sent all the same with their fill time:
 * the database drops them, since the browser cannot always know when typing began.
 */
export function useMessageSending(block: FormBlock, givenConfig: AuthConfig | null, formRef: RefObject<HTMLFormElement | null>, words: RuleWords, numbers?: string): MessageSending {
  // Callers may hand over a new but equal object each render; only a new project counts.
  const url = givenConfig?.url;
  const anonKey = givenConfig?.anonKey;
  const config = useMemo(() => (url && anonKey ? { url, anonKey } : null), [url, anonKey]);
  const [route] = useRouteLocation();
  const key = draftKey(route, block.id ?? block.fields.map((field) => field.name).join("+"));
  const [state, dispatch] = useReducer(nextState, startEditing);
  const draft = useRef<Draft | undefined>(undefined);
  const inFlight = useRef(false);
  const sender = useRef<Promise<SendModule> | undefined>(undefined);
  // Where focus goes once the form shows the outcome of a Send (never while typing).
  const focusAfterRender = useRef<string | undefined>(undefined);

  useEffect(() => {
    const target = focusAfterRender.current;
    const form = formRef.current;
    if (!target || !form || state.phase === "sending") return;
    focusAfterRender.current = undefined;
    if (target !== submitButton) {
      controlNamed(form, target)?.focus();
    } else if (document.activeElement === document.body || document.activeElement === null) {
      // Disabling the button while sending took its focus away; give it back for a retry.
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }, [state, formRef]);

  const loadSender = useCallback(() => {
    sender.current ??= import("./send-message.ts").catch((error: unknown) => {
      // Offline when the visitor started typing: try again at Send.
      sender.current = undefined;
      throw error;
    });
    return sender.current;
  }, []);

  // Once the page is interactive: put a saved draft back, or keep what was typed into the
  // prerendered form before its code had loaded.
  useEffect(() => {
    const form = formRef.current;
    // A draft already in memory is the visitor's: never replace its key or its start.
    if (!config || !form || draft.current) return;
    const saved = readDraft(key);
    if (saved) {
      draft.current = saved;
      for (const [name, value] of Object.entries(saved.values)) {
        const control = controlNamed(form, name);
        if (control && name !== honeypotName) control.value = value;
      }
    } else {
      const typed = readValues(form, block);
      if (!Object.values(typed).some((value) => value !== "")) return;
      // Typed before this code ran: the page's start is the earliest it can have begun.
      draft.current = { ...newDraft(pageOpenedAt()), values: typed };
      saveDraft(key, draft.current);
    }
    loadSender().catch(() => undefined);
  }, [config, key, formRef, loadSender, block]);

  const confirm = (form: HTMLFormElement) => {
    removeDraft(key);
    draft.current = undefined;
    form.reset();
    dispatch({ type: "delivered" });
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (!config) return;
    const name = (event.target as Partial<Control>).name ?? "";
    if (name === honeypotName) return;
    const current = draft.current ?? newDraft(Date.now());
    draft.current = { ...current, values: readValues(event.currentTarget, block) };
    saveDraft(key, draft.current);
    loadSender().catch(() => undefined);
    dispatch({ type: "edited", field: name });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!config) {
      confirm(form);
      return;
    }
    if (inFlight.current) return;

    // A bot sees the confirmation like anyone else; nothing leaves the browser.
    if ((controlNamed(form, honeypotName)?.value ?? "") !== "") {
      confirm(form);
      return;
    }

    const values = readValues(form, block);
    const problems = browserProblems(values, words, numbers);
    const firstProblem = block.fields.find((field) => problems[field.name])?.name;
    if (firstProblem) {
      focusAfterRender.current = firstProblem;
      dispatch({ type: "checked", problems });
      return;
    }

    inFlight.current = true;
    dispatch({ type: "send" });
    const earlier = draft.current ?? newDraft(pageOpenedAt());
    // The same answers again keep their key, so a retry is stored once; changed answers
    // are a new message, or the change would be lost if the first send did arrive.
    const current = earlier.sent && !sameValues(earlier.sent, values) ? { ...earlier, idempotencyKey: newIdempotencyKey() } : earlier;
    const fillMs = Math.max(0, Date.now() - current.startedAt);
    draft.current = { ...current, values, sent: values };
    saveDraft(key, draft.current);
    const payload: MessagePayload = {
      name: values.name ?? "",
      email: (values.email ?? "").trim(),
      company: values.company ?? "",
      interest: values.interest ?? "",
      message: withChoices(block, values),
      sent_from: route,
      idempotency_key: current.idempotencyKey,
      fill_ms: fillMs,
      website: "",
    };

    const delivery: Promise<DeliveryOutcome> =
      typeof navigator !== "undefined" && navigator.onLine === false
        ? Promise.resolve({ delivered: false, failure: "offline" })
        : loadSender().then(
            ({ sendMessage }) => sendMessage(config, payload),
            (): DeliveryOutcome => ({ delivered: false, failure: "unreachable" }),
          );
    void delivery.then((outcome) => {
      inFlight.current = false;
      if (outcome.delivered) {
        confirm(form);
      } else {
        const refused = outcome.problem ? { [outcome.problem.column]: problemText(outcome.problem, payload[outcome.problem.column], words, numbers) } : undefined;
        focusAfterRender.current = outcome.problem?.column ?? submitButton;
        dispatch({ type: "failed", failure: outcome.failure, ...(refused ? { problems: refused } : {}) });
      }
    });
  };

  return { state, onInput, onSubmit };
}
