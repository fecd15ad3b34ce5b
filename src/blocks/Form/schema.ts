import { z } from "zod";
import { defineBlock, sectionHeading } from "../../content/block.ts";
import { href, iconName, link, plainText } from "../../content/primitives.ts";
import { interestValues, isMessageColumn, messageColumns, requiredColumns } from "./message-rules.ts";

/** The key an answer is filed under, e.g. `full-name`. */
const fieldName = z
  .string()
  .regex(/^[a-z]+(-[a-z]+)*$/, {
    error: 'A field name is lower-case letters joined by hyphens, like "email" or "full-name". Visitors never see it; it names the answer.',
  })
  .describe('A short, unique name for the answer, in lower-case letters and hyphens, e.g. "full-name". Visitors never see it.');

/** Browser autofill hints are lower-case tokens such as `name`, `email` or `organization`. */
const autocompleteHint = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]*( [a-z][a-z0-9-]*)*$/, {
    error: 'An autocomplete hint is a lower-case word the browser knows, like "name", "email", "tel" or "organization".',
  })
  .describe('Lets the browser fill in the answer it already knows: name, email, tel, organization. Leave it out when none fits.');

export const formOptionSchema = z.strictObject({
  value: plainText.describe('What the answer records when this choice is picked, e.g. "airline".'),
  label: plainText.describe('The choice as visitors read it, e.g. "Airline Partnership".'),
});

export const formFieldSchema = z.strictObject({
  name: fieldName,
  label: plainText.describe('The text above the box, e.g. "Full Name *". End it with " *" when the field is required.'),
  type: z
    .enum(["text", "email", "tel", "select", "textarea"])
    .default("text")
    .describe("text: one line; email: an email address; tel: a phone number; select: a list of choices; textarea: a long message. Default: text."),
  required: z.boolean().default(false).describe("true when the visitor must fill this in before sending. Default: false."),
  placeholder: plainText.optional().describe("A greyed-out hint shown inside an empty box. Never a replacement for the label."),
  autocomplete: autocompleteHint.optional(),
  rows: z
    .number()
    .int()
    .min(2)
    .max(12)
    .default(5)
    .describe("How many lines of text a textarea shows before it scrolls, from 2 to 12. Default: 5."),
  options: z.array(formOptionSchema).min(1).optional().describe("The choices of a select field, top to bottom."),
  collection: z
    .string()
    .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, { error: 'A collection is named by its file in content/collections/, like "careers".' })
    .optional()
    .describe(
      "Select fields only: the choices are this collection's live entries, by their titles in the page's language, instead of options:, e.g. careers. An address like /contact?role=<entry> (an entry's Apply button) chooses one. Not a column of the message table: the choice is sent at the top of the message.",
    ),
  emptyOption: plainText.optional().describe('The first line of a select before anything is picked, e.g. "Select your interest".'),
  interest: z
    .enum(interestValues)
    .optional()
    .describe("With collection: the interest chosen too when the address chooses an entry, e.g. careers for a role applied for."),
});

const detailItemSchema = z.strictObject({
  icon: iconName,
  label: plainText.describe('A short heading, e.g. "Email Us" or "Call Us".'),
  text: plainText.optional().describe("The address, number or note under the heading. Without it (and without from:), the whole item is hidden."),
  href: href.optional().describe("Makes the text a link, e.g. mailto:info@example.com or tel:+442000000000."),
  from: z
    .enum(["email", "phone"])
    .optional()
    .describe("Shows the site's email address or phone line from content/site.yaml, linked, so it is written in one place. Hidden if site.yaml has none."),
});

const locationSchema = z.strictObject({
  name: plainText.optional().describe('The place, e.g. "United Kingdom".'),
  address: plainText.optional().describe("The street address or city. Line breaks are kept."),
});

export const formDetailsSchema = z.strictObject({
  title: plainText.describe('The panel heading, e.g. "Contact Information".'),
  items: z.array(detailItemSchema).describe("Ways to reach the company, each with an icon."),
  locationsTitle: plainText.optional().describe('A heading over the locations, e.g. "Global Headquarters".'),
  locations: z.array(locationSchema).optional().describe("Offices. A location with neither name nor address is hidden."),
  socialTitle: plainText
    .optional()
    .describe('A heading over the site\'s social links, e.g. "Follow Us". Leave it out to show no social links here.'),
});

export const formSchema = defineBlock(
  "form",
  {
    ...sectionHeading,
    tone: z.enum(["light", "muted"]).default("light").describe("Background of the section. Default: light."),
    fields: z.array(formFieldSchema).min(1).describe("The questions, top to bottom."),
    submitLabel: plainText.default("Send Message").describe('The button text. Default: "Send Message".'),
    confirmation: plainText.describe("The message that replaces the form once a visitor sends it."),
    send: z
      .enum(["supabase"])
      .optional()
      .describe(
        "Where the answers go. supabase: each message is stored in the Supabase project the site is built with (the contact_messages table; see the README), and the fields must be named name, email, company, interest and message. Left out, or when the build has no Supabase project: nothing is sent, visitors only see the confirmation.",
      ),
    privacyNote: plainText
      .optional()
      .describe('One sentence beside the button saying what happens to the message, e.g. "We keep your message for 24 months, only to reply to you." Shown only while messages are sent.'),
    /** The link after the privacy note, to the page that says the rest, e.g. { label: Privacy policy, href: /privacy }. */
    privacyLink: link
      .optional()
      .describe("A link after the privacy note to the page that says the rest, e.g. label: Privacy policy, href: /privacy. Shown with the note."),
    details: formDetailsSchema.optional().describe("A panel next to the form with contact details, offices and social links."),
  },
  "A contact form with an optional contact-details panel. With send: supabase, messages are stored in the site's Supabase project, with a draft kept in the visitor's browser until delivery; otherwise nothing is sent and visitors see the confirmation message.",
).superRefine((block, ctx) => {
  const seen = new Set<string>();
  block.fields.forEach((field, index) => {
    const at = ["fields", index];
    if (seen.has(field.name)) {
      ctx.addIssue({ code: "custom", path: [...at, "name"], message: `Two fields are both named "${field.name}". Give each field its own name.` });
    }
    seen.add(field.name);
    if (field.collection && field.type !== "select") {
      ctx.addIssue({ code: "custom", path: [...at, "collection"], message: "Only a select field offers a collection's entries. Set type: select, or remove collection:." });
    }
    if (field.interest && !field.collection) {
      ctx.addIssue({ code: "custom", path: [...at, "interest"], message: "interest: is chosen with an entry of a collection. Add collection:, or remove interest:." });
    }
    if (field.collection && field.options) {
      ctx.addIssue({ code: "custom", path: [...at, "options"], message: "The build gives this field its choices from the collection. Remove options:, or remove collection:." });
    }
    if (field.type === "select" && !field.options && !field.collection) {
      ctx.addIssue({ code: "custom", path: [...at, "options"], message: 'A select field needs a list of choices: add options: with a value and label for each.' });
    }
    if (field.type !== "select" && field.options) {
      ctx.addIssue({ code: "custom", path: [...at, "options"], message: `Only select fields have choices. Remove options:, or set type: select.` });
    }
    if (field.type !== "select" && field.emptyOption) {
      ctx.addIssue({ code: "custom", path: [...at, "emptyOption"], message: "emptyOption is the first line of a select field. Remove it, or set type: select." });
    }
    if (!field.required && field.label.endsWith("*")) {
      ctx.addIssue({ code: "custom", path: [...at, "label"], message: 'The " *" marks a required field. Add required: true, or remove the * from the label.' });
    }
  });
  if (block.send === "supabase") checkFitsMessageTable(block, ctx);
});

const columnList = `${messageColumns.slice(0, -1).join(", ")} and ${messageColumns.at(-1)}`;

/** A form that sends must match the contact_messages table: its columns, the ones it requires, the interests it stores. */
function checkFitsMessageTable(block: { fields: { name: string; type: string; required: boolean; collection?: string | undefined; options?: { value: string }[] | undefined }[] }, ctx: z.RefinementCtx): void {
  block.fields.forEach((field, index) => {
    const at = ["fields", index];
    // A choice of entries is written at the top of the message (useMessageSending.ts).
    if (field.collection) return;
    if (!isMessageColumn(field.name)) {
      ctx.addIssue({ code: "custom", path: [...at, "name"], message: `With send: supabase, answers are stored under ${columnList}; a field named "${field.name}" has nowhere to go. Rename or remove it.` });
      return;
    }
    if (requiredColumns.includes(field.name) && !field.required) {
      ctx.addIssue({ code: "custom", path: [...at, "required"], message: `Every stored message needs its ${field.name}: add required: true (and " *" to the label).` });
    }
    if (field.name === "email" && field.type !== "email") {
      ctx.addIssue({ code: "custom", path: [...at, "type"], message: "The email field must be type: email, so the browser checks the address before sending." });
    }
    if (field.name === "interest") {
      if (field.type !== "select") ctx.addIssue({ code: "custom", path: [...at, "type"], message: "The interest field must be type: select, with the choices the table stores." });
      field.options?.forEach((option, optionIndex) => {
        if (!(interestValues as readonly string[]).includes(option.value)) {
          ctx.addIssue({
            code: "custom",
            path: [...at, "options", optionIndex, "value"],
            message: `The table stores only these interests: ${interestValues.join(", ")}. "${option.value}" would be refused; use one of them (the label can say anything).`,
          });
        }
      });
    }
  });
  for (const column of requiredColumns) {
    if (!block.fields.some((field) => field.name === column)) {
      ctx.addIssue({ code: "custom", path: ["fields"], message: `With send: supabase, the form needs a required field named "${column}": every stored message has one.` });
    }
  }
}

export type FormBlock = z.output<typeof formSchema>;
export type FormField = z.output<typeof formFieldSchema>;
export type FormDetails = z.output<typeof formDetailsSchema>;
