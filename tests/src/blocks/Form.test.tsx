// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { parse } from "yaml";
import { useRouteLocation } from "../../../src/routing/location.ts";
import { Form } from "../../../src/blocks/Form/Form.tsx";
import { formSchema, type FormBlock } from "../../../src/blocks/Form/schema.ts";
import { inSite, render, type Rendered } from "../../fixtures/render.tsx";

/** The contact page's form, as content writes it. */
const contactForm = `type: form
id: message
title: Send Us a Message
fields:
  - name: full-name
    label: Full Name *
    required: true
    autocomplete: name
  - name: email
    label: Email Address *
    type: email
    required: true
    autocomplete: email
  - name: company
    label: Company / Organization
    autocomplete: organization
  - name: interest
    label: Area of Interest
    type: select
    emptyOption: Select your interest
    options:
      - value: airline
        label: Airline Partnership
      - value: airport
        label: Airport Supply
      - value: feedstock
        label: Feedstock Supply
      - value: investment
        label: Investment
      - value: other
        label: Other
  - name: message
    label: Message *
    type: textarea
    required: true
confirmation: Thank you for your message! We will be in touch shortly.
details:
  title: Contact Information
  items:
    - icon: mail
      label: Email Us
      text: info@verdavia.com
      href: mailto:info@verdavia.com
    - icon: phone
      label: Call Us
  locationsTitle: Global Headquarters
  locations:
    - name: United Kingdom
      address: London
    - name: United Arab Emirates
      address: Dubai
  socialTitle: Follow Us
`;

const example = () => parse(contactForm) as Record<string, unknown>;

function issuesOf(input: unknown): { path: string; message: string }[] {
  const result = formSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

function renderForm(block: FormBlock = formSchema.parse(example())): HTMLElement {
  view = render(
    inSite(
      <Router hook={useRouteLocation}>
        <Form block={block} />
      </Router>
    ),
  );
  return view.container;
}

function control(container: HTMLElement, labelText: string): HTMLElement {
  const label = [...container.querySelectorAll("label")].find((element) => element.textContent === labelText);
  if (!label) throw new Error(`no label "${labelText}"`);
  const target = container.querySelector<HTMLElement>(`[id="${label.htmlFor}"]`);
  if (!target) throw new Error(`label "${labelText}" points at nothing`);
  return target;
}

function submit(container: HTMLElement): void {
  act(() => {
    container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
}

describe("form schema", () => {
  it("accepts the contact form and fills in defaults", () => {
    const block = formSchema.parse(example());
    expect(block.tone).toBe("light");
    expect(block.submitLabel).toBe("Send Message");
    expect(block.fields[0]).toMatchObject({ type: "text", required: true, rows: 5 });
    expect(block.fields[2]!.required).toBe(false);
  });

  it("refuses an unknown key", () => {
    expect(issuesOf({ ...example(), colour: "green" })).toEqual([expect.objectContaining({ path: "" })]);
    const fields = [{ name: "email", label: "Email", lable: "typo" }];
    expect(issuesOf({ ...example(), fields })[0]!.path).toBe("fields.0");
  });

  it("refuses a select without options, pointing at the field", () => {
    const fields = [{ name: "interest", label: "Area of Interest", type: "select" }];
    expect(issuesOf({ ...example(), fields })).toEqual([
      { path: "fields.0.options", message: expect.stringContaining("A select field needs a list of choices") },
    ]);
  });

  it("refuses options on a field that isn't a select", () => {
    const fields = [{ name: "company", label: "Company", options: [{ value: "a", label: "A" }] }];
    expect(issuesOf({ ...example(), fields })).toEqual([{ path: "fields.0.options", message: expect.stringContaining("Only select fields") }]);
  });

  it("refuses two fields with the same name, pointing at the second", () => {
    const fields = [
      { name: "email", label: "Email" },
      { name: "email", label: "Work email", type: "email" },
    ];
    expect(issuesOf({ ...example(), fields })).toEqual([{ path: "fields.1.name", message: expect.stringContaining('both named "email"') }]);
  });

  it("explains a field name that isn't lower-case words and hyphens", () => {
    const [issue] = issuesOf({ ...example(), fields: [{ name: "Full Name", label: "Full Name" }] });
    expect(issue).toEqual({ path: "fields.0.name", message: expect.stringContaining("lower-case letters joined by hyphens") });
  });

  describe("send: supabase", () => {
    /** The contact page's fields, named after the table's columns. */
    type Field = { name: string } & Record<string, unknown>;
    const sending = (): Record<string, unknown> & { fields: Field[] } => ({
      ...example(),
      send: "supabase",
      fields: [
        { name: "name", label: "Full Name *", required: true },
        { name: "email", label: "Email Address *", type: "email", required: true },
        { name: "company", label: "Company/Organization" },
        { name: "interest", label: "Interest *", type: "select", required: true, options: [{ value: "fuel-supply", label: "SAF Supply" }, { value: "other", label: "Other" }] },
        { name: "message", label: "Message *", type: "textarea", required: true },
      ],
    });
    const withFields = (change: (fields: Field[]) => Field[]) => ({ ...sending(), fields: change(sending().fields) });

    it("accepts a form whose fields fit the table, with a privacy note", () => {
      expect(issuesOf({ ...sending(), privacyNote: "Your message is stored in our own database." })).toEqual([]);
    });

    it("refuses another destination", () => {
      expect(issuesOf({ ...sending(), send: "email" })[0]!.path).toBe("send");
    });

    it("refuses a field the table has no column for", () => {
      const issues = issuesOf(withFields((fields) => [...fields, { name: "phone", label: "Phone", type: "tel" }]));
      expect(issues).toEqual([{ path: "fields.5.name", message: expect.stringContaining('a field named "phone" has nowhere to go') }]);
    });

    it("needs each column the table requires, as a required field", () => {
      expect(issuesOf(withFields((fields) => fields.filter((field) => field.name !== "message")))).toEqual([
        { path: "fields", message: expect.stringContaining('needs a required field named "message"') },
      ]);
      expect(issuesOf(withFields((fields) => fields.map((field) => (field.name === "name" ? { ...field, label: "Full Name", required: false } : field))))).toEqual([
        { path: "fields.0.required", message: expect.stringContaining("add required: true") },
      ]);
    });

    it("refuses an interest value the table would refuse, pointing at it", () => {
      const issues = issuesOf(withFields((fields) => fields.map((field) => (field.name === "interest" ? { ...field, options: [{ value: "airline", label: "Airline" }] } : field))));
      expect(issues).toEqual([{ path: "fields.3.options.0.value", message: expect.stringContaining("fuel-supply, partnership, investment, research, careers, other") }]);
    });

    it("wants the email field to be an email input", () => {
      expect(issuesOf(withFields((fields) => fields.map((field) => (field.name === "email" ? { ...field, type: "text" } : field))))[0]!.path).toBe("fields.1.type");
    });

    it("leaves a form without send: free to name its fields as it likes", () => {
      expect(issuesOf(example())).toEqual([]);
    });
  });

  it("refuses a required marker on a field that isn't required", () => {
    expect(issuesOf({ ...example(), fields: [{ name: "company", label: "Company *" }] })[0]!.path).toBe("fields.0.label");
  });
});

describe("Form", () => {
  it("prerenders Send disabled, so the bare form cannot be submitted before its code runs, and enables it once adopted", () => {
    const node = inSite(
      <Router hook={useRouteLocation} ssrPath="/contact">
        <Form block={formSchema.parse(example())} />
      </Router>,
    );
    const prerendered = document.createElement("div");
    prerendered.innerHTML = renderToString(node);
    const button = prerendered.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Send Message");

    document.body.append(prerendered);
    let root!: ReturnType<typeof hydrateRoot>;
    act(() => {
      root = hydrateRoot(prerendered, node);
    });
    expect(prerendered.querySelector<HTMLButtonElement>('form button[type="submit"]')!.disabled).toBe(false);
    act(() => root.unmount());
    prerendered.remove();
  });

  it("labels every control and marks required ones for the browser", () => {
    const container = renderForm();
    const name = control(container, "Full Name *");
    expect(name.tagName).toBe("INPUT");
    expect(name.hasAttribute("required")).toBe(true);
    expect(name.getAttribute("autocomplete")).toBe("name");
    expect(control(container, "Company / Organization").hasAttribute("required")).toBe(false);
    const marker = container.querySelector('label span[aria-hidden="true"]')!;
    expect(marker.textContent).toBe(" *");
    expect(container.querySelectorAll("label")[0]!.textContent!.match(/\*/g)).toHaveLength(1);
  });

  it("asks for an email address with an email input", () => {
    expect(control(renderForm(), "Email Address *").getAttribute("type")).toBe("email");
  });

  it("starts the select with an empty choice so required can reject it", () => {
    const select = control(renderForm(), "Area of Interest") as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    const first = select.options[0]!;
    expect(first.value).toBe("");
    expect(first.textContent).toBe("Select your interest");
    expect(select.options).toHaveLength(6);
  });

  it("gives the message box five rows", () => {
    const message = control(renderForm(), "Message *");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message.getAttribute("rows")).toBe("5");
    expect(message.hasAttribute("required")).toBe(true);
  });

  it("labels the section and the form by the heading", () => {
    const container = renderForm();
    const heading = container.querySelector("h2")!;
    expect(heading.textContent).toBe("Send Us a Message");
    expect(container.querySelector("section")!.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(container.querySelector("form")!.getAttribute("aria-labelledby")).toBe(heading.id);
  });

  it("replaces the form with a focused confirmation and sends nothing", () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const resetSpy = vi.spyOn(HTMLFormElement.prototype, "reset");
    const container = renderForm();
    (control(container, "Full Name *") as HTMLInputElement).value = "Ada Lovelace";
    submit(container);

    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe("Thank you for your message! We will be in touch shortly.");
    expect(status.getAttribute("tabindex")).toBe("-1");
    expect(document.activeElement).toBe(status);
    expect(container.querySelector("form")).toBeNull();
    expect(resetSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("leaves out a details item without text, and keeps the one with it as a link", () => {
    const details = renderForm().querySelector("aside")!;
    expect(details.textContent).not.toContain("Call Us");
    const email = details.querySelector('a[href="mailto:info@verdavia.com"]')!;
    expect(email.textContent).toBe("info@verdavia.com");
  });

  it("hides the locations heading when no location has a name or address", () => {
    const block = formSchema.parse({ ...example(), details: { title: "Contact Information", items: [], locationsTitle: "Global Headquarters", locations: [{}] } });
    const details = renderForm(block).querySelector("aside")!;
    expect(details.textContent).toBe("Contact Information");
  });

  it("shows the site's social links, opening in a new tab", () => {
    const links = renderForm().querySelectorAll("aside ul a[target]");
    expect(links).toHaveLength(1);
    const linkedin = links[0]!;
    expect(linkedin.getAttribute("href")).toBe("https://www.linkedin.com/company/example");
    expect(linkedin.getAttribute("target")).toBe("_blank");
    expect(linkedin.getAttribute("rel")).toBe("noopener noreferrer");
    expect(linkedin.getAttribute("aria-label")).toBe("LinkedIn (opens in a new tab)");
  });

  it("renders without the details panel when the block has none", () => {
    const block = formSchema.parse({ ...example(), details: undefined });
    view = render(inSite(<Form block={block} />));
    expect(view.container.querySelector("aside")).toBeNull();
    expect(view.container.querySelector("form")).not.toBeNull();
  });
});

describe("contact details drawn from site.yaml", () => {
  it("shows the site's email, linked, and hides the phone entry while the site has no phone", () => {
    const block = formSchema.parse({
      ...example(),
      details: { title: "Contact Information", items: [{ icon: "mail", label: "Email Us", from: "email" }, { icon: "phone", label: "Call Us", from: "phone" }] },
    });
    const root = renderForm(block);
    const email = root.querySelector('aside a[href^="mailto:"]')!;
    expect(email.getAttribute("href")).toBe("mailto:info@example.com");
    expect(email.textContent).toBe("info@example.com");
    expect(root.querySelector("aside")!.textContent).not.toContain("Call Us");
  });
});
