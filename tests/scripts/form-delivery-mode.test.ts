import { describe, expect, it } from "vitest";
import { formDeliveryLine } from "../../scripts/form-delivery-mode.ts";
import type { SiteContent } from "../../src/content/site-content.ts";
import { validateSources } from "../../src/validation/validate.ts";
import { siteSources } from "../fixtures/content.ts";

const contactPage = (send: boolean) => `route: /contact
title: Contact
description: Contact us.
sections:
  - type: form
    fields:
      - { name: name, label: Full Name *, required: true }
      - { name: email, label: Email Address *, type: email, required: true }
      - { name: interest, label: Interest *, type: select, required: true, options: [{ value: other, label: Other }] }
      - { name: message, label: Message *, type: textarea, required: true }
    confirmation: Thank you.
${send ? "    send: supabase\n" : ""}`;

function contentWith(send: boolean): SiteContent {
  const result = validateSources(siteSources({ "content/pages/contact.yaml": contactPage(send) }));
  if (!result.content) throw new Error(JSON.stringify(result.problems));
  return result.content;
}

const project = { VITE_SUPABASE_URL: "https://abcd.supabase.co", VITE_SUPABASE_ANON_KEY: "public-anon-key" };

describe("the build's line on where contact messages go", () => {
  it("names the project and the routes when a form sends and the build has a project", () => {
    expect(formDeliveryLine(contentWith(true), project)).toBe("Contact form: messages go to Supabase (https://abcd.supabase.co) from /contact");
  });

  it("says local confirmation only without a project, or with half of one, or a URL the client would refuse", () => {
    const expected = "Contact form: local confirmation only (no Supabase configured: set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY)";
    expect(formDeliveryLine(contentWith(true), {})).toBe(expected);
    expect(formDeliveryLine(contentWith(true), { VITE_SUPABASE_URL: project.VITE_SUPABASE_URL })).toBe(expected);
    expect(formDeliveryLine(contentWith(true), { ...project, VITE_SUPABASE_URL: "abcd.supabase.co" })).toBe(expected);
  });

  it("says local confirmation only when no form asks to send", () => {
    expect(formDeliveryLine(contentWith(false), project)).toBe("Contact form: local confirmation only (no form has send: supabase)");
  });
});
