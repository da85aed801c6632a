/**
 * The editor's preview pane (/admin) drawn by the site itself: each collection's entry is rendered
 * by the route component that renders it on the site, with the site's stylesheet and fonts, in the
 * light or the dark theme. Bundled by esbuild into /admin/preview.js (scripts/cms.mjs `previewBundle`).
 *
 * The page components are the ones app/pages renders at build time, here with every part static
 * (no island slots), so a carousel or form shows as its pre-rendered HTML.
 *
 * Decap CMS renders the preview pane with the copy of React inside its own bundle; the site's
 * components need the site's React (their hooks belong to it). So each template Decap mounts is a
 * shell made with Decap's `createClass`/`h` globals that hands a <div> to the site's own React
 * (`createRoot`), and renders the page there on every change of the entry.
 */
import { Component, useLayoutEffect, useState, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { NotFoundContent } from "~/components/sections/not-found-content";
import { careers } from "~/content/careers";
import { articlePath } from "~/content/insights/index";
import { insightsPage } from "~/content/insights-page";
import { legalPage, type CompiledLegalPage } from "~/content/legal";
import { legalLinks } from "~/content/legal-links";
import { positionPath, positionRows } from "~/content/positions";
import { servicePages } from "~/content/services";
import { fillPlaceholders, site } from "~/content/site";
import { home } from "~/content/home";
import type { Partner } from "~/content/partners";
import {
  collections,
  singles,
  type ArticleFrontMatter,
  type CareersRecord,
  type CompanyRecord,
  type ConsultingTopicRecord,
  type ContactRecord,
  type HomeRecord,
  type IndustryRecord,
  type InsightsRecord,
  type ItConsultingRecord,
  type LegalPageRecord,
  type NotFoundRecord,
  type PictureRecord,
  type PositionRecord,
  type ProjectManagementRecord,
  type ServiceRecord,
  type SoftwareServicesRecord,
  type StaffingRecord,
} from "~/content/schema";
import { parseInlineMarkdown, parseMarkdown, readingMinutes } from "~/lib/markdown";
import type { ResponsiveImage } from "~/lib/media";
import { siteStorage, storageKeys } from "~/lib/storage";
import type { Theme } from "~/lib/theme";
import { ArticlePage } from "~/routes/article";
import { CareersPage } from "~/routes/careers";
import { CompanyPage } from "~/routes/company";
import { ConsultingTopicPage } from "~/routes/consulting-topic";
import { ContactPage } from "~/routes/contact";
import { HomePage } from "~/routes/home";
import { IndustryPage } from "~/routes/industry";
import { InsightsPage } from "~/routes/insights";
import { ItConsultingPage } from "~/routes/it-consulting";
import { LegalPageView } from "~/routes/legal";
import { PositionPage } from "~/routes/position";
import { ProjectManagementPage } from "~/routes/project-management";
import { ServicePage } from "~/routes/service";
import { SoftwareServicesPage } from "~/routes/software-services";
import { StaffingPage } from "~/routes/staffing";

/** What Decap passes a preview template (the parts used here). */
interface DecapPreviewProps {
  entry: { get(key: "data"): { toJS(): Record<string, unknown> }; get(key: "slug"): string | undefined };
  collection: { get(key: "name"): string };
  getAsset(path: string): { toString(): string };
}

interface DecapGlobals {
  CMS: {
    registerPreviewTemplate(name: string, component: unknown): void;
  };
  createClass(spec: Record<string, unknown>): unknown;
  h(type: string, props: Record<string, unknown>): unknown;
}

/**
 * The site's look as every page has it: the head's stylesheet link (the build's hashed file, or the
 * dev server's) and its inline font faces, taken from the home page once, so the preview never
 * names a file of its own.
 */
const siteStyles = fetch("/")
  .then((response) => response.text())
  .then((html) => [
    ...new DOMParser()
      .parseFromString(html, "text/html")
      .head.querySelectorAll('link[rel="stylesheet"], style'),
  ]);

/** Puts the site's styles into the preview's frame (once per frame). */
async function styleFrame(head: HTMLHeadElement) {
  const styles = await siteStyles;
  if (head.querySelector("[data-site-style]")) return;
  for (const style of styles) {
    const copy = head.ownerDocument.importNode(style, true) as HTMLElement;
    copy.dataset.siteStyle = "";
    head.append(copy);
  }
}

/** An upload before the build has made its sizes: the file itself, from the editor. */
function uploaded(picture: PictureRecord | undefined, getAsset: DecapPreviewProps["getAsset"]) {
  if (!picture?.src) return undefined;
  const image: ResponsiveImage = {
    src: getAsset(picture.src).toString(),
    // The frame's 4:3 until the file is there; the picture keeps its own proportions after.
    width: 1200,
    height: 900,
    alt: picture.alt ?? "",
    sources: [],
  };
  return image;
}

/** The partners as the pages draw them, their uploads from the editor. */
function previewPartners(
  partners: HomeRecord["partners"],
  getAsset: DecapPreviewProps["getAsset"],
): Partner[] {
  return partners.map(({ name, logo, photo }) => ({
    name,
    ...(logo && { logo }),
    ...(photo && { picture: uploaded(photo, getAsset) }),
  }));
}

/** A legal page's record with its Markdown compiled as the build compiles it. */
function compileLegal(record: LegalPageRecord): CompiledLegalPage {
  const rich = (markdown: string) => parseMarkdown(fillPlaceholders(markdown)).body;
  return {
    ...record,
    sections: record.sections.map(({ body, analytics, ...section }) => ({
      ...section,
      body: rich(body),
      ...(analytics && {
        analytics: {
          text: rich(analytics.text),
          consent: rich(analytics.consent),
          noConsent: rich(analytics.noConsent),
        },
      }),
    })),
  };
}

type PageOf = (data: never, slug: string, getAsset: DecapPreviewProps["getAsset"]) => ReactNode;

/** The editor's single files that are pages (all but the settings, the chatbot and the banner). */
const { settings: _settings, chatbot: _chatbot, consent: _consent, ...pageSchemas } = singles;

/** The entries the editor previews: each collection, and each single page by its file's name. */
const schemas = { ...collections, ...pageSchemas };
type PreviewName = keyof typeof schemas;

/** Each entry's page, as its route draws it from the record. */
const pages: Record<PreviewName, PageOf> = {
  // Placeholders ({years}, {name}) filled as the site fills them; the intro's Markdown compiled as
  // the build compiles it. The blog carousel is the build's (articles are not in the entry).
  home: (record: HomeRecord, _slug, getAsset) => {
    const page = fillPlaceholders({
      ...record,
      intro: { title: record.intro.title, text: parseInlineMarkdown(record.intro.text) },
    });
    return (
      <HomePage
        page={page}
        intro={page.intro.text}
        teasers={[]}
        partners={previewPartners(record.partners, getAsset)}
        slidePictures={record.hero.slides.map((slide) => uploaded(slide.photo, getAsset) ?? null)}
      />
    );
  },
  company: (page: CompanyRecord, _slug, getAsset) => (
    <CompanyPage page={fillPlaceholders(page)} partners={previewPartners(home.partners, getAsset)} />
  ),
  // The careers table, the insights cards and the software services' orbit list other entries:
  // those of the build.
  careers: (page: CareersRecord) => <CareersPage page={fillPlaceholders(page)} positions={positionRows()} />,
  itConsulting: (page: ItConsultingRecord) => <ItConsultingPage page={fillPlaceholders(page)} />,
  itInfra: (page: ConsultingTopicRecord) => <ConsultingTopicPage page={fillPlaceholders(page)} />,
  itAssess: (page: ConsultingTopicRecord) => <ConsultingTopicPage page={fillPlaceholders(page)} />,
  itDesign: (page: ConsultingTopicRecord) => <ConsultingTopicPage page={fillPlaceholders(page)} />,
  staffing: (page: StaffingRecord) => <StaffingPage page={fillPlaceholders(page)} />,
  projectManagement: (page: ProjectManagementRecord) => (
    <ProjectManagementPage page={fillPlaceholders(page)} />
  ),
  softwareServices: (page: SoftwareServicesRecord) => (
    <SoftwareServicesPage page={fillPlaceholders(page)} services={servicePages} />
  ),
  contact: (page: ContactRecord) => <ContactPage page={fillPlaceholders(page)} />,
  insights: (page: InsightsRecord) => <InsightsPage page={fillPlaceholders(page)} articles={[]} />,
  notFound: (page: NotFoundRecord) => <NotFoundContent page={fillPlaceholders(page)} />,
  privacy: (page: LegalPageRecord) => (
    <LegalPageView page={legalPage(legalLinks.privacy.href, compileLegal(page))} />
  ),
  accessibility: (page: LegalPageRecord) => (
    <LegalPageView page={legalPage(legalLinks.accessibility.href, compileLegal(page))} />
  ),
  services: (page: ServiceRecord) => <ServicePage page={page} />,
  industries: (page: IndustryRecord) => <IndustryPage page={page} />,
  positions: (record: PositionRecord, _slug, getAsset) => {
    // A location the settings do not list yet draws as the first one (the build refuses it anyway).
    const locations = site.jobs.locations;
    const location = locations.find((place) => place.name === record.location) ?? locations[0]!;
    const position = { ...record, location };
    return (
      <PositionPage
        position={position}
        path={positionPath(position)}
        jobPosting={{ "script:ld+json": {} }}
        hero={{ art: careers.hero.art, alt: careers.hero.alt }}
        photo={uploaded(record.photo, getAsset)}
        apply={careers.positionApply}
      />
    );
  },
  articles: ({ body = "", ...front }: ArticleFrontMatter & { body?: string }, slug, getAsset) => {
    const markdown = parseMarkdown(body);
    return (
      <ArticlePage
        article={{
          ...front,
          slug,
          path: articlePath(slug),
          readingMinutes: readingMinutes(markdown.text),
          body: markdown.body,
          picture: uploaded(front.photo, getAsset),
        }}
        cta={insightsPage.articleCta}
      />
    );
  },
};

/** The page could not be drawn from what is filled in so far (e.g. a new entry's empty lists). */
class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <p role="alert" className="p-8 text-lg text-muted">
        The preview appears when the page can be drawn: {this.state.error.message}
      </p>
    );
  }
}

/**
 * Light or dark, like the site's header button: it starts in the theme the site shows this browser
 * (a stored choice, else the system's) and switches the preview only.
 */
function ThemeSwitch({ root }: { root: HTMLElement }) {
  const [theme, setTheme] = useState<Theme>(() => {
    const view = root.ownerDocument.defaultView ?? window;
    const stored = siteStorage.getItem(storageKeys.theme);
    if (stored === "light" || stored === "dark") return stored;
    return view.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  });
  useLayoutEffect(() => {
    root.setAttribute("data-theme", theme);
  }, [root, theme]);
  const other = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      aria-pressed={theme === "dark"}
      onClick={() => setTheme(other)}
      // Bottom right, clear of Decap's own buttons; an inline style, so the preview adds no rule
      // to the site's stylesheet.
      style={{ position: "fixed", bottom: 12, right: 12, zIndex: 60 }}
      className="rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-ink shadow-card"
    >
      Dark theme
    </button>
  );
}

/** One entry's preview: what the build will refuse, then the page. */
export function Preview({
  name,
  data,
  slug,
  getAsset,
  root,
}: {
  name: PreviewName;
  data: Record<string, unknown>;
  slug: string;
  getAsset: DecapPreviewProps["getAsset"];
  root: HTMLElement;
}) {
  const { body, ...fields } = data;
  const checked = schemas[name].safeParse(fields);
  const record = { ...(checked.success ? checked.data : fields), ...(name === "articles" && { body }) };
  return (
    <>
      <ThemeSwitch root={root} />
      {!checked.success && (
        <div role="status" className="bg-surface p-8 text-danger">
          <p className="font-semibold">Not ready to publish yet:</p>
          <ul>
            {checked.error.issues.map((issue) => (
              <li key={issue.path.join(".") + issue.message}>
                {issue.path.join(".") || "entry"}: {issue.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <main className="overflow-x-clip">
        <PageBoundary key={JSON.stringify(data)}>
          {(
            pages[name] as (data: unknown, slug: string, getAsset: DecapPreviewProps["getAsset"]) => ReactNode
          )(record, slug, getAsset)}
        </PageBoundary>
      </main>
    </>
  );
}

/** Decap's template for one collection: a <div> that the site's React renders the page into. */
function template({ createClass, h }: DecapGlobals, name: PreviewName) {
  return createClass({
    componentDidMount(this: { element: HTMLElement; root: Root; paint(): void }) {
      void styleFrame(this.element.ownerDocument.head);
      this.root = createRoot(this.element);
      this.paint();
    },
    componentDidUpdate(this: { paint(): void }) {
      this.paint();
    },
    componentWillUnmount(this: { root: Root }) {
      this.root.unmount();
    },
    paint(this: { element: HTMLElement; root: Root; props: DecapPreviewProps }) {
      const { entry, getAsset } = this.props;
      this.root.render(
        <Preview
          name={name}
          data={entry.get("data").toJS()}
          slug={entry.get("slug") || "new-article"}
          getAsset={getAsset}
          root={this.element.ownerDocument.documentElement}
        />,
      );
    },
    render(this: { element: HTMLElement }) {
      return h("div", { ref: (element: HTMLElement) => (this.element = element) });
    },
  });
}

const decap = window as unknown as DecapGlobals;
for (const name of Object.keys(schemas) as PreviewName[])
  decap.CMS.registerPreviewTemplate(name, template(decap, name));
