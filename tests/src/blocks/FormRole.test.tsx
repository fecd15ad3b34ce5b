// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { Form } from "../../../src/blocks/Form/Form.tsx";
import { formSchema } from "../../../src/blocks/Form/schema.ts";
import { withChoices } from "../../../src/blocks/Form/useMessageSending.ts";
import { addressParameter, routeForms } from "../../../src/lib/hash-route.ts";
import { useRouteLocation } from "../../../src/routing/location.ts";
import { inSite, render, type Rendered } from "../../fixtures/render.tsx";

const roles = [
  { value: "senior-process-engineer", label: "Senior Process Engineer, HEFA" },
  { value: "commercial-manager-airlines", label: "Commercial Manager, Airlines" },
];

/** The contact form as the build gives it: the role's choices filled from the careers collection. */
const block = () => {
  const parsed = formSchema.parse({
    type: "form",
    fields: [
      { name: "name", label: "Full Name *", required: true },
      { name: "interest", label: "Interest *", type: "select", required: true, options: [{ value: "fuel-supply", label: "SAF Supply" }, { value: "careers", label: "Careers" }] },
      { name: "role", label: "Role applied for", type: "select", collection: "careers", interest: "careers", emptyOption: "Not applying for a role" },
      { name: "message", label: "Message *", type: "textarea", required: true },
    ],
    confirmation: "Thanks",
  });
  return { ...parsed, fields: parsed.fields.map((field) => (field.collection ? { ...field, options: roles } : field)) };
};

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  window.location.hash = "";
});

const select = (name: string) => view!.container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;

describe("the role an address names", () => {
  it("is read from the hash address's query, or from the page document's own query", () => {
    expect(addressParameter("role", "/contact?role=senior-process-engineer", "")).toBe("senior-process-engineer");
    expect(addressParameter("role", "/contact", "?role=commercial-manager-airlines")).toBe("commercial-manager-airlines");
    expect(addressParameter("role", "/contact?section=message", "?utm_source=x")).toBeUndefined();
  });

  it("stays in both forms of an Apply link's address, beside a section", () => {
    expect(routeForms("/contact?role=senior-process-engineer")).toEqual({ hash: "#/contact?role=senior-process-engineer", path: "contact/?role=senior-process-engineer" });
    expect(routeForms("/contact?role=x#message").hash).toBe("#/contact?role=x&section=message");
    expect(routeForms("/ar/contact?role=x").path).toBe("ar/contact/?role=x");
  });

  it("chooses the role and the careers interest in the form", () => {
    window.location.hash = "#/contact?role=commercial-manager-airlines";
    view = render(inSite(<Router hook={useRouteLocation}><Form block={block()} /></Router>));
    expect(select("role").value).toBe("commercial-manager-airlines");
    expect(select("interest").value).toBe("careers");
  });

  it("chooses nothing for a role that is not open", () => {
    window.location.hash = "#/contact?role=feedstock-sourcing-lead";
    view = render(inSite(<Router hook={useRouteLocation}><Form block={block()} /></Router>));
    expect(select("role").value).toBe("");
    expect(select("interest").value).toBe("");
  });

  it("is sent at the top of the message, by its title", () => {
    expect(withChoices(block(), { role: "senior-process-engineer", message: "I would like to apply." })).toBe("Role applied for: Senior Process Engineer, HEFA\n\nI would like to apply.");
    expect(withChoices(block(), { role: "", message: "Hello" })).toBe("Hello");
  });

  it("refuses a collection on a field that is not a select, and options beside it", () => {
    const issues = (field: Record<string, unknown>) =>
      formSchema.safeParse({ type: "form", fields: [field], confirmation: "Thanks" }).error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(issues({ name: "role", label: "Role", collection: "careers" })).toContain("fields.0.collection");
    expect(issues({ name: "role", label: "Role", type: "select", collection: "careers", options: roles })).toContain("fields.0.options");
    expect(issues({ name: "role", label: "Role", type: "select", collection: "careers" })).toEqual([]);
  });
});
