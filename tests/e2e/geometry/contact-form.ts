import type { Locator, Page } from "playwright-core";

/** Fills the contact page's form as a visitor would and presses Send; returns the form. */
export async function sendContactForm(page: Page): Promise<Locator> {
  const form = page.locator("[data-block=form] form");
  await form.getByLabel("Full Name").fill("Amira Haddad");
  await form.getByLabel("Email Address").fill("amira@example.com");
  await form.getByLabel("Interest").selectOption({ index: 1 });
  await form.getByLabel("Message").fill("We would like to discuss a supply agreement for 2027.");
  await form.getByRole("button", { name: /send/i }).click();
  return form;
}
