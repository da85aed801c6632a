import { useMemo } from "react";
import { Island, storedInTab } from "~/components/ui/island";
import type { AppliedPosition } from "~/features/careers/apply-form";
import { handoffSnapshot, subscribeHandoff } from "~/lib/chat-handoff";

/**
 * Where the pages mount their forms: as islands (app/components/ui/island.tsx). The form code
 * (react-hook-form, zod, the resolvers, EmailJS, the form components: about 25 KB compressed)
 * is downloaded on first use of the form, not with the page; the pre-rendered form is there at
 * once. The pre-render imports the forms here (top-level await in a branch the browser build
 * drops), the browser with `import()`.
 */
const server = import.meta.env.SSR
  ? {
      ContactArea: (await import("~/features/contact/contact-area")).ContactArea,
      ApplyForm: (await import("~/features/careers/apply-form")).ApplyForm,
    }
  : undefined;

const loadContactArea = () => import("~/features/contact/contact-area").then((module) => module.ContactArea);
const loadApplyForm = () => import("~/features/careers/apply-form").then((module) => module.ApplyForm);

// Drafts (app/features/contact/drafts.ts) and the chosen form (contact-area.tsx) of this tab:
// a page that has them to show loads its form code at once.
const DRAFT = "altura:draft:";
const contactStored = storedInTab(`${DRAFT}contact`, `${DRAFT}write`, "altura:contact:selected");
const contactNow = () => contactStored() || handoffSnapshot() !== null;
const noProps = {};

/** The contact page's form area (Contact Us and Write to Us, the rail, the success modal). */
export function ContactFormsIsland() {
  return (
    <Island
      server={server?.ContactArea}
      load={loadContactArea}
      props={noProps}
      when="use"
      loadNow={contactNow}
      // The chat's "Continue in our contact form" on this page fills the form in: load it.
      subscribe={subscribeHandoff}
    />
  );
}

/** The careers apply form: "Job not listed" on the careers page, or a position's own. */
export function ApplyFormIsland({ labelledBy, position }: { labelledBy: string; position?: AppliedPosition }) {
  const jobId = position?.jobId;
  const title = position?.title;
  const props = useMemo(
    () => ({ labelledBy, position: jobId && title ? { jobId, title } : undefined }),
    [labelledBy, jobId, title],
  );
  const loadNow = useMemo(() => storedInTab(`${DRAFT}careers${jobId ? `:${jobId}` : ""}`), [jobId]);
  return <Island server={server?.ApplyForm} load={loadApplyForm} props={props} when="use" loadNow={loadNow} />;
}
