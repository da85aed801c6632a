import { useMemo } from "react";
import { Deferred, deferredCode, storedInTab } from "~/components/ui/deferred";
import type { AppliedPosition } from "~/features/careers/apply-form";
import type { ArticleSummary } from "~/content/articles.server";
import type { Partner } from "~/content/partners";
import type { HomeSectionsText } from "~/features/home/home-sections";
import { handoffSnapshot, subscribeHandoff } from "~/lib/chat-handoff";
import { storageKeys } from "~/lib/storage";

/**
 * The parts of pages whose code comes later than the page's (app/components/ui/deferred.tsx):
 * pre-rendered at once, hydrated when their code comes. The forms (react-hook-form, zod, the
 * resolvers, EmailJS, the form components: about 25 KB compressed) on first use of the form; the
 * home page below its first screen when it nears the viewport. The pre-render imports them here
 * (top-level await in a branch the browser build drops), the browser with `import()`.
 */
const server = import.meta.env.SSR
  ? {
      ContactArea: (await import("~/features/contact/contact-area")).ContactArea,
      ApplyForm: (await import("~/features/careers/apply-form")).ApplyForm,
      HomeSections: (await import("~/features/home/home-sections")).HomeSections,
    }
  : undefined;

const contactArea = deferredCode(() =>
  import("~/features/contact/contact-area").then((module) => module.ContactArea),
);
const homeSections = deferredCode(() =>
  import("~/features/home/home-sections").then((module) => module.HomeSections),
);
const applyForm = deferredCode(() =>
  import("~/features/careers/apply-form").then((module) => module.ApplyForm),
);

// Drafts (app/components/form/drafts.ts) and the chosen form (contact-area.tsx) of this tab:
// a page that has them to show loads its form code at once.
const contactStored = storedInTab(
  storageKeys.draft("contact"),
  storageKeys.draft("write"),
  storageKeys.contactSelected,
);
const contactNow = () => contactStored() || handoffSnapshot() !== null;
const noProps = {};

/** The contact page's form area (Contact Us and Write to Us, the rail, the success modal). */
export function DeferredContactForms() {
  return (
    <Deferred
      server={server?.ContactArea}
      code={contactArea}
      props={noProps}
      when="use"
      loadNow={contactNow}
      // The chat's "Continue in our contact form" on this page fills the form in: load it.
      subscribe={subscribeHandoff}
    />
  );
}

/** The careers apply form: "Job not listed" on the careers page, or a position's own. */
export function DeferredApplyForm({
  labelledBy,
  position,
}: {
  labelledBy: string;
  position?: AppliedPosition;
}) {
  const jobId = position?.jobId;
  const title = position?.title;
  const props = useMemo(
    () => ({ labelledBy, position: jobId && title ? { jobId, title } : undefined }),
    [labelledBy, jobId, title],
  );
  const loadNow = useMemo(
    () => storedInTab(storageKeys.draft(`careers${jobId ? `:${jobId}` : ""}`)),
    [jobId],
  );
  return <Deferred server={server?.ApplyForm} code={applyForm} props={props} when="use" loadNow={loadNow} />;
}

/**
 * The home page below its first screen (partners, services, how we work, blog, call to action):
 * hydrated, with its carousels and cards, when it comes within 100px of the viewport or is used.
 */
export function DeferredHomeSections({
  teasers,
  partners,
  page,
}: {
  teasers: readonly ArticleSummary[];
  partners: readonly Partner[];
  page: HomeSectionsText;
}) {
  const props = useMemo(() => ({ teasers, partners, page }), [teasers, partners, page]);
  return (
    <Deferred
      server={server?.HomeSections}
      code={homeSections}
      props={props}
      when="near"
      rootMargin="100px"
      className="block"
    />
  );
}
