import type { Page } from "@playwright/test";

/** The Contact Us page's form. */
export const contactForm = (page: Page) => page.getByRole("form", { name: "Contact Us" });

/** What a visitor types into it. */
export const visitor = {
  name: "Ada Lovelace",
  email: "ada.lovelace@example.com",
  phoneNumber: "+1 212 555 0142",
  country: "India",
  message: "We need three Salesforce developers for a six month project.",
};

/** Types `values` into the contact form's fields, as a visitor does. */
export async function fillContact(page: Page, values = visitor) {
  const form = contactForm(page);
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Phone number").fill(values.phoneNumber);
  await form.getByLabel("Country").fill(values.country);
  await form.getByLabel("Message").fill(values.message);
}
