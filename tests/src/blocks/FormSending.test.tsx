// @vitest-environment happy-dom
import { act, useLayoutEffect, useRef, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { Form } from "../../../src/blocks/Form/Form.tsx";
import type { DeliveryOutcome, MessagePayload } from "../../../src/blocks/Form/delivery.ts";
import { failureText } from "../../../src/blocks/Form/failure-text.ts";
import { formSchema, type FormBlock } from "../../../src/blocks/Form/schema.ts";
import { useRouteLocation } from "../../../src/routing/location.ts";
import { inSite, render, type Rendered } from "../../fixtures/render.tsx";
import { englishWords } from "../../fixtures/words.ts";

/** The form with a Supabase project configured; supabase-js itself is replaced by a spy. */
const project = { url: "https://abcd.supabase.co", anonKey: "public-anon-key" };
// A fresh object on every call, as the real authConfig returns: the form must not treat that as a new project.
vi.mock("../../../src/auth/config.ts", () => ({ authConfig: () => ({ ...project }) }));
const sendMessage = vi.fn<(config: unknown, payload: MessagePayload) => Promise<DeliveryOutcome>>();
vi.mock("../../../src/blocks/Form/send-message.ts", () => ({ sendMessage: (...args: [unknown, MessagePayload]) => sendMessage(...args) }));

const sendingForm = {
  type: "form",
  id: "message",
  title: "Send Us a Message",
  fields: [
    { name: "name", label: "Full Name *", required: true },
    { name: "email", label: "Email Address *", type: "email", required: true },
    { name: "company", label: "Company/Organization" },
    { name: "interest", label: "Interest *", type: "select", required: true, options: [{ value: "fuel-supply", label: "SAF Supply" }, { value: "other", label: "Other Inquiry" }] },
    { name: "message", label: "Message *", type: "textarea", required: true },
  ],
  confirmation: "Thank you for your message! We will be in touch shortly.",
  send: "supabase",
  privacyNote: "Your message is stored in our own database.",
};
const draftKey = "contact-draft:/contact#message";
const visitor = { name: "Ada Lovelace", email: "ada@example.com", company: "", interest: "fuel-supply", message: "A quote, please." };

let view: Rendered | undefined;
let now = 1_000_000;

beforeEach(() => {
  window.location.hash = "#/contact";
  vi.spyOn(Date, "now").mockImplementation(() => now);
  sendMessage.mockReset();
});

afterEach(() => {
  view?.unmount();
  view = undefined;
  localStorage.clear();
  vi.restoreAllMocks();
});

function renderForm(block: FormBlock = formSchema.parse(sendingForm)): HTMLElement {
  view = render(
    inSite(
      <Router hook={useRouteLocation}>
        <Form block={block} />
      </Router>
    ),
  );
  return view.container;
}

const control = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`form [name="${name}"]`)!;
const button = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('form button[type="submit"]')!;

function type(container: HTMLElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    act(() => {
      control(container, name).value = value;
      control(container, name).dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
}

function submit(container: HTMLElement): void {
  act(() => {
    container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
}

/** Lets the sending promise chain settle. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  });
}

function fillAndWait(container: HTMLElement, values = visitor): void {
  type(container, values);
  now += 5_000;
}

describe("the form with send: supabase and a project configured", () => {
  it("has a honeypot out of sight and reach, the privacy sentence, and a place for alerts", () => {
    const container = renderForm();
    const honeypot = control(container, "website");
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(container.textContent).toContain("Your message is stored in our own database.");
    expect(container.querySelector('[role="alert"]')!.textContent).toBe("");
  });

  it("keeps a draft as the visitor types and puts it back after a reload", () => {
    let container = renderForm();
    type(container, { name: "Ada", interest: "other", message: "Half a thought" });
    const saved = JSON.parse(localStorage.getItem(draftKey)!);
    expect(saved.values).toMatchObject({ name: "Ada", interest: "other", message: "Half a thought" });
    expect(saved.startedAt).toBe(now);

    view!.unmount();
    container = renderForm();
    expect(control(container, "name").value).toBe("Ada");
    expect((control(container, "interest") as unknown as HTMLSelectElement).value).toBe("other");
    expect(control(container, "message").value).toBe("Half a thought");
  });

  it("sends the answers once with the draft's key, then confirms, focuses the confirmation and forgets the draft", async () => {
    sendMessage.mockResolvedValue({ delivered: true });
    const container = renderForm();
    fillAndWait(container, { ...visitor, email: "  ada@example.com " });
    const key = JSON.parse(localStorage.getItem(draftKey)!).idempotencyKey;
    submit(container);
    expect(button(container).disabled).toBe(true);
    expect(button(container).textContent).toBe("Sending…");
    await settle();

    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(sendMessage.mock.calls[0]![0]).toEqual(project);
    expect(sendMessage.mock.calls[0]![1]).toEqual({ ...visitor, sent_from: "/contact", idempotency_key: key, fill_ms: 5_000, website: "" });
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe(sendingForm.confirmation);
    expect(document.activeElement).toBe(status);
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it("sends once however often Send is pressed while sending", async () => {
    let answer!: (outcome: DeliveryOutcome) => void;
    sendMessage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const container = renderForm();
    fillAndWait(container);
    submit(container);
    await settle();
    submit(container);
    submit(container);
    await settle();
    expect(sendMessage).toHaveBeenCalledTimes(1);
    answer({ delivered: true });
    await settle();
    expect(container.querySelector('[role="status"]')).not.toBeNull();
  });

  it("on a failure says what happened and what to do, keeps every field and the draft, and retries with the same key", async () => {
    sendMessage.mockResolvedValueOnce({ delivered: false, failure: "server" }).mockResolvedValueOnce({ delivered: true });
    const container = renderForm();
    fillAndWait(container);
    submit(container);
    await settle();

    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(failureText("server", englishWords).happened);
    expect(alert.textContent).toContain(failureText("server", englishWords).todo);
    expect(alert.querySelector("a")!.getAttribute("href")).toBe("mailto:info@example.com");
    for (const [name, value] of Object.entries(visitor)) expect(control(container, name).value).toBe(value);
    expect(JSON.parse(localStorage.getItem(draftKey)!).values).toMatchObject(visitor);
    expect(button(container).disabled).toBe(false);
    expect(button(container).textContent).toBe("Send Message");

    submit(container);
    await settle();
    expect(sendMessage).toHaveBeenCalledTimes(2);
    expect(sendMessage.mock.calls[1]![1].idempotency_key).toBe(sendMessage.mock.calls[0]![1].idempotency_key);
    expect(container.querySelector('[role="status"]')).not.toBeNull();
  });

  for (const failure of ["unreachable", "timeout", "busy"] as const) {
    it(`shows the ${failure} advice`, async () => {
      sendMessage.mockResolvedValue({ delivered: false, failure });
      const container = renderForm();
      fillAndWait(container);
      submit(container);
      await settle();
      expect(container.querySelector('[role="alert"]')!.textContent).toContain(failureText(failure, englishWords).happened);
      expect(control(container, "message").value).toBe(visitor.message);
    });
  }

  it("offline, says so without trying", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const container = renderForm();
    fillAndWait(container);
    submit(container);
    await settle();
    expect(sendMessage).not.toHaveBeenCalled();
    expect(container.querySelector('[role="alert"]')!.textContent).toContain(failureText("offline", englishWords).happened);
    online.mockRestore();
  });

  it("shows a value the database refused at its field, tied to it, in the browser-side check's words", async () => {
    sendMessage.mockResolvedValue({ delivered: false, failure: "refused", problem: { column: "email", rule: "shape" } });
    const container = renderForm();
    fillAndWait(container);
    submit(container);
    await settle();
    const email = control(container, "email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const described = container.querySelector(`[id="${email.getAttribute("aria-describedby")}"]`)!;
    expect(described.textContent).toBe("Enter an email address like name@example.com.");
    expect(document.activeElement).toBe(email);

    // The browser-side check says the same of an address it catches itself, and sends nothing.
    sendMessage.mockClear();
    type(container, { email: "ada@localhost" });
    expect(email.hasAttribute("aria-invalid")).toBe(false);
    submit(container);
    await settle();
    expect(sendMessage).not.toHaveBeenCalled();
    expect(container.querySelector(`[id="${email.getAttribute("aria-describedby")}"]`)!.textContent).toBe("Enter an email address like name@example.com.");
  });

  it("marks an over-long answer before sending anything", async () => {
    const container = renderForm();
    fillAndWait(container, { ...visitor, company: "c".repeat(201) });
    submit(container);
    await settle();
    expect(sendMessage).not.toHaveBeenCalled();
    const company = control(container, "company");
    expect(company.getAttribute("aria-invalid")).toBe("true");
    expect(container.querySelector(`[id="${company.getAttribute("aria-describedby")}"]`)!.textContent).toBe("Use 200 characters or fewer here (this has 201).");
    expect(document.activeElement).toBe(company);
  });

  it("shows a bot that filled the honeypot the confirmation and sends nothing", async () => {
    const container = renderForm();
    fillAndWait(container);
    act(() => {
      control(container, "website").value = "https://spam.example";
    });
    submit(container);
    await settle();
    expect(sendMessage).not.toHaveBeenCalled();
    expect(container.querySelector('[role="status"]')!.textContent).toBe(sendingForm.confirmation);
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it("sends a form sent within 3 s of the first keystroke, leaving the bot check to the database", async () => {
    sendMessage.mockResolvedValue({ delivered: true });
    const container = renderForm();
    type(container, visitor);
    now += 2_999;
    submit(container);
    await settle();
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(sendMessage.mock.calls[0]![1].fill_ms).toBe(2_999);
  });

  it("counts the fill time of answers typed before the page's code ran from the page's start", async () => {
    sendMessage.mockResolvedValue({ delivered: true });
    const opened = now - 8_000;
    vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(opened);
    // What was typed into the prerendered form is there before any effect of the form's runs.
    function Prefilled({ children }: { children: ReactNode }) {
      const box = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        for (const [name, value] of Object.entries(visitor)) control(box.current!, name).value = value;
      }, []);
      return <div ref={box}>{children}</div>;
    }
    view = render(
      inSite(
        <Router hook={useRouteLocation}>
          <Prefilled>
            <Form block={formSchema.parse(sendingForm)} />
          </Prefilled>
        </Router>
      ),
    );
    submit(view.container);
    await settle();
    expect(sendMessage).toHaveBeenCalledTimes(1);
    expect(sendMessage.mock.calls[0]![1]).toMatchObject({ ...visitor, fill_ms: 8_000 });
  });

  describe("with storage blocked (reading localStorage throws, as with cookies blocked)", () => {
    let blocked: { mockRestore: () => void };
    beforeEach(() => {
      blocked = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      });
    });
    afterEach(() => {
      blocked.mockRestore();
    });

    it("retries at once after an alert with the same key, and sends it", async () => {
      sendMessage.mockResolvedValueOnce({ delivered: false, failure: "timeout" }).mockResolvedValueOnce({ delivered: true });
      const container = renderForm();
      fillAndWait(container);
      submit(container);
      await settle();
      expect(container.querySelector('[role="alert"]')!.textContent).toContain(failureText("timeout", englishWords).happened);
      now += 100;
      submit(container);

      await settle();
      expect(sendMessage).toHaveBeenCalledTimes(2);
      expect(sendMessage.mock.calls[1]![1].idempotency_key).toBe(sendMessage.mock.calls[0]![1].idempotency_key);
      expect(sendMessage.mock.calls[1]![1].fill_ms).toBe(5_100);
      expect(container.querySelector('[role="status"]')).not.toBeNull();
    });
  });

  it("after a timeout, sends an edited message with a new key, the unchanged one with the same key", async () => {
    sendMessage.mockResolvedValue({ delivered: false, failure: "timeout" });
    const container = renderForm();
    fillAndWait(container);
    submit(container);
    await settle();
    submit(container);
    await settle();
    type(container, { message: "A quote for 200 tonnes, please." });
    submit(container);
    await settle();
    submit(container);
    await settle();
    const keys = sendMessage.mock.calls.map(([, payload]) => payload.idempotency_key);
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(sendMessage.mock.calls[2]![1].message).toBe("A quote for 200 tonnes, please.");
    expect(JSON.parse(localStorage.getItem(draftKey)!).idempotencyKey).toBe(keys[2]);
  });

  it("without send: behaves as the specification says: no honeypot, no draft, nothing sent", async () => {
    const { send: _send, ...local } = sendingForm;
    const container = renderForm(formSchema.parse(local));
    expect(control(container, "website")).toBeNull();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).not.toContain("Your message is stored");
    type(container, visitor);
    expect(localStorage.length).toBe(0);
    submit(container);
    await settle();
    expect(sendMessage).not.toHaveBeenCalled();
    expect(container.querySelector('[role="status"]')!.textContent).toBe(sendingForm.confirmation);
  });
});
