import { useMemo } from "react";
import { Island, preloadIsland, storedInTab } from "~/components/ui/island";
import type { AppliedPosition } from "~/features/careers/apply-form";
import type { ArticleSummary } from "~/content/articles.server";
import { handoffSnapshot, subscribeHandoff } from "~/lib/chat-handoff";
import { storageKeys } from "~/lib/storage";

/**
 * The parts of pages mounted as islands (app/components/ui/island.tsx): pre-rendered at once,
 * their code downloaded and hydrated later. The forms (react-hook-form, zod, the resolvers,
 * EmailJS, the form components: about 25 KB compressed) on first use of the form; the home page
 * below its first screen when it nears the viewport. The pre-render imports them here (top-level
 * await in a branch the browser build drops), the browser with `import()`.
 */
const server = import.meta.env.SSR
  ? {
      ContactArea: (await import("~/features/contact/contact-area")).ContactArea,
      ApplyForm: (await import("~/features/careers/apply-form")).ApplyForm,
      HomeSections: (await import("~/features/home/home-sections")).HomeSections,
    }
  : undefined;

const loadContactArea = () => import("~/features/contact/contact-area").then((module) => module.ContactArea);
const loadHomeSections = () => import("~/features/home/home-sections").then((module) => module.HomeSections);
const loadApplyForm = () => import("~/features/careers/apply-form").then((module) => module.ApplyForm);

/** For the routes' `clientLoader`s: a client-side navigation brings the page's island code along. */
export const preloadContactForms = () => preloadIsland(loadContactArea);
export const preloadHomeSections = () => preloadIsland(loadHomeSections);
export const preloadApplyForm = () => preloadIsland(loadApplyForm);

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
export function ApplyFormIsland({
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
  return (
    <Island server={server?.ApplyForm} load={loadApplyForm} props={props} when="use" loadNow={loadNow} />
  );
}

/**
 * The home page below its first screen (partners, services, how we work, blog, call to action):
 * hydrated, with its carousels and cards, when it comes within 100px of the viewport or is used.
 */
export function HomeSectionsIsland({ teasers }: { teasers: readonly ArticleSummary[] }) {
  const props = useMemo(() => ({ teasers }), [teasers]);
  return (
    <Island
      server={server?.HomeSections}
      load={loadHomeSections}
      props={props}
      when="near"
      rootMargin="100px"
      className="block"
    />
  );
}
