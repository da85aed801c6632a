import { island } from "~/components/ui/island";
import { ApplyForm } from "~/features/careers/apply-form";
import { ContactArea } from "~/features/contact/contact-area";

/** The contact page's form area (both forms, the rail, the success modal): code on first use. */
export const ContactFormsIsland = island(ContactArea);

/** The careers apply form ("Job not listed", or a position's own): code on first use. */
export const ApplyFormIsland = island(ApplyForm);
