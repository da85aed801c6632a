import type { ComponentProps } from "react";
import { island } from "~/components/ui/island";
import { ApplyForm } from "~/features/careers/apply-form";
import { ContactArea } from "~/features/contact/contact-area";
import type { UseDirectiveValue } from "~/components/ui/island-use";

/** The contact page's form area (both forms, the rail, the success modal): code on first use. */
export const ContactFormsIsland = island(ContactArea);

/** The careers apply form ("Job not listed", or a position's own): code on first use. */
export const ApplyFormIsland = island(ApplyForm);

/**
 * A page's form island (app/routes/page-route.ts `island`): which form, its props and its
 * `client:use` value. app/pages/[...page].astro puts it into the slot of the page component that
 * form has (`forms`, `applyForm`), followed by the notice shown when its code never comes.
 */
export type FormIsland =
  | { form: "contact"; use: UseDirectiveValue }
  | { form: "apply"; props: ComponentProps<typeof ApplyForm>; use: UseDirectiveValue };
