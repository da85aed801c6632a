/**
 * The editor's preview pane (/admin) drawn by the site itself: each collection's entry is rendered
 * by the route component that renders it on the site, with the site's stylesheet and fonts, in the
 * light or the dark theme. Registered by the editor page's script (./editor.ts).
 *
 * The page components are the ones app/pages/[...page].astro renders at build time (each route's
 * `Component`), here with every part static (no island slots), so a form shows as its pre-rendered
 * HTML; without the routes' inline scripts, a carousel is a row that swipes.
 *
 * Decap CMS renders the preview pane with the copy of React inside its own bundle; the site's
 * components need the site's React (their hooks belong to it). So each template Decap mounts is a
 * shell made with Decap's `createClass`/`h` globals that hands a <div> to the site's own React
 * (`createRoot`), and renders the page there on every change of the entry.
 */
import { Component, useLayoutEffect, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { PageSection } from "~/components/sections/page-section";
import {
  compileContent,
  compileUi,
  type CompiledChatbot,
  type MarkdownReader,
  type SiteContent,
} from "~/content/compile";
import { CHAT_PANEL } from "~/content/constants";
import { formTexts } from "~/content/forms";
import { siteNavigation } from "~/content/navigation";
import { fillPlaceholders } from "~/content/site";
import { pageOf, type ContentRecords, type Entry } from "~/content/site-pages";
import { uiTexts } from "~/content/ui";
import { collections, singles, type FolderName, type PictureRecord, type UiRecord } from "~/content/schema";
import { ApplyForm } from "~/features/careers/apply-form";
import { ChatPanel } from "~/features/chatbot/chat-panel";
import { createChatStore } from "~/features/chatbot/chat-store";
import { scriptFrom } from "~/features/chatbot/script";
import { ContactArea } from "~/features/contact/contact-area";
import { ContactInfoStrip } from "~/features/contact/contact-info-strip";
import { parseInlineMarkdown, parseMarkdown, type ParsedMarkdown } from "~/lib/markdown";
import { plainText, type Inline } from "~/lib/rich-text";
import { unconvertedImage } from "~/lib/media";
import { siteStorage, storageKeys } from "~/lib/storage";
import type { Theme } from "~/lib/theme";
import { pageRoute } from "~/routes/page-route";
import { dateWidget } from "./date-field";
import { knownRecords, originalOf, registerChecks, siteFacts, type DecapCms } from "./editor-checks";
import { entryFile, entryProblems } from "./validate";
import { notValidYaml } from "./yaml-format";

/** What Decap passes a preview template (the parts used here). */
interface DecapPreviewProps {
  entry: {
    get(key: "data"): { toJS(): Record<string, unknown> };
    get(key: "slug" | "path" | "raw"): string | undefined;
  };
  collection: { get(key: "name"): string };
  getAsset(path: string): { toString(): string };
}

/** What Decap's bundle puts on `window`. */
export interface DecapGlobals {
  CMS: DecapCms & {
    registerPreviewTemplate(name: string, component: unknown): void;
    init(): void;
  };
  createClass(spec: Record<string, unknown>): unknown;
  h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
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

/**
 * An upload before the build has made its sizes: the file itself, from the editor. Decap is asked
 * for it by its file name, which it looks up in the media folder: the file just chosen (held by
 * the editor until the entry is published) or the saved one. Asked for by its address
 * (/media/uploads/<file>), Decap returns the address unchanged (a path starting with "/" is a
 * public one to it), and nothing is there: a chosen file is saved only when the entry is
 * published, and the built site serves only the converted sizes.
 */
function uploaded(picture: PictureRecord | undefined, getAsset: DecapPreviewProps["getAsset"]) {
  if (!picture?.src) return undefined;
  const file = picture.src.slice(picture.src.lastIndexOf("/") + 1);
  return unconvertedImage(getAsset(file).toString(), picture.alt ?? "");
}

/**
 * Markdown compiled as the build compiles it. What the build refuses (a `#` heading, raw HTML) is
 * named above the page; the page still shows, each block the site cannot draw as its plain text.
 */
function previewMarkdown(source: string): ParsedMarkdown {
  try {
    return parseMarkdown(source);
  } catch {
    const body = source
      .split(/\n\s*\n/)
      .filter((block) => block.trim())
      .flatMap((block) => {
        try {
          return parseMarkdown(block).body;
        } catch {
          return [{ kind: "paragraph" as const, parts: [block.trim()] }];
        }
      });
    return { body, text: plainText(body) };
  }
}

/** One paragraph of Markdown (the home intro); as its plain text when it is not one. */
function previewInline(source: string): Inline[] {
  try {
    return parseInlineMarkdown(source);
  } catch {
    return [source];
  }
}

/** The preview's reading of Markdown: the build's, where what the build refuses shows as text. */
const previewReader: MarkdownReader = { block: previewMarkdown, inline: previewInline };

/** The chat panel's sizes, as the launcher sets them on every page (chat-launcher.tsx). */
const chatGeometry = {
  "--chat-w": `${CHAT_PANEL.width}px`,
  "--chat-h": `${CHAT_PANEL.height}px`,
  "--chat-bottom": "16px",
  "--chat-right": "16px",
} as CSSProperties;

/**
 * The chat panel as a visitor opens it, with the entry's words: a conversation of its own (not
 * the tab's), in a box that holds the panel (a transform makes it the panel's frame instead of
 * the viewport), and inert, so that it never takes the focus from the field being typed in.
 */
function ChatPreview({ chatbot }: { chatbot: CompiledChatbot }) {
  const script = useMemo(() => scriptFrom(chatbot), [chatbot]);
  const store = useMemo(() => createChatStore({ script }), [script]);
  return (
    <div
      style={{ ...chatGeometry, transform: "translateZ(0)", height: CHAT_PANEL.height + 32 }}
      className="bg-surface"
    >
      <ChatPanel store={store} script={script} onClose={() => {}} inert />
    </div>
  );
}

/**
 * The editor's single files that have a preview: all but the consent banner (shown on no page) and
 * the search dialog's words (shown once its code has loaded).
 */
const { consent: _consent, search: _search, ...singleSchemas } = singles;

/**
 * The words every form and every page's frame read: one object each (content/forms.ts,
 * content/ui.ts `uiTexts`), which the site's components read as they draw. The Forms and Site texts previews
 * put the entry's words into those objects before drawing; every other preview puts back the
 * build's (`pristine`), so no preview shows words that were never saved.
 */
const pristine = { forms: structuredClone(formTexts), ui: structuredClone(uiTexts) };

/** Puts `words` into `target` in place, key by key, so that what holds `target`'s parts sees them. */
function putWords(target: Record<string, unknown>, words: Record<string, unknown>) {
  for (const [key, value] of Object.entries(words)) {
    const part = target[key];
    if (value && typeof value === "object" && part && typeof part === "object" && !Array.isArray(value))
      putWords(part as Record<string, unknown>, value as Record<string, unknown>);
    else target[key] = value;
  }
}

/** The words the site's components draw with for the entry previewed: its own (Forms, Site texts) or the build's. */
function showWords(name: string, record: Record<string, unknown>) {
  putWords(formTexts, name === "forms" ? fillPlaceholders(record) : pristine.forms);
  putWords(
    uiTexts,
    name === "ui" ? fillPlaceholders(compileUi(record as UiRecord, previewReader)) : pristine.ui,
  );
}

/** The entries the editor previews: each collection, and each single file by its name. */
const schemas = { ...collections, ...singleSchemas };
type PreviewName = keyof typeof schemas;

/** The previews of the files no page shows on its own: where the site shows their words. */
const framePreviews: Partial<Record<PreviewName, (content: SiteContent) => ReactNode>> = {
  // The settings as the contact page's info strip and every page's footer show them.
  settings: (content) => (
    <>
      <PageSection
        name="contact-info"
        tone="dark"
        title={content.contact.details.title}
        text={content.contact.details.text}
      >
        <ContactInfoStrip site={content.site} texts={content.contact.labels} />
      </PageSection>
      <SiteFooter site={content.site} columns={siteNavigation(content, content.site).footer} />
    </>
  ),
  chatbot: (content) => <ChatPreview chatbot={content.chatbot} />,
  // The forms as the contact page and a job's page show them, with the entry's words.
  forms: (content) => (
    <>
      <ContactArea />
      <PageSection
        name="apply"
        title={content.careers.jobNotListed.title}
        text={content.careers.jobNotListed.text}
      >
        <ApplyForm labelledBy="apply-title" />
      </PageSection>
    </>
  ),
  // The site texts as every page's header and footer show them (the header in its place over a
  // hero: a transform makes the box its frame instead of the preview's window).
  ui: (content) => {
    const navigation = siteNavigation(content, content.site);
    return (
      <>
        <div style={{ transform: "translateZ(0)", minHeight: 96 }} className="on-dark bg-navy">
          <SiteHeader pathname="/" main={navigation.main} />
        </div>
        <SiteFooter site={content.site} columns={navigation.footer} />
      </>
    );
  },
};

/**
 * The site's records (the last build's, with what this editor has published since) with the entry
 * being edited in its place (a new entry added), as the build would read them once it is saved.
 */
function withEntry(name: PreviewName, record: Record<string, unknown>, slug: string): ContentRecords {
  const records = knownRecords();
  if (!(name in collections)) return { ...records, [name]: record };
  const folder = name as FolderName;
  const { body, ...data } = record;
  const entry = { id: slug, data, ...(typeof body === "string" && { body }) } as Entry;
  const others = (records[folder] as Entry[]).filter((known) => known.id !== slug);
  return { ...records, [folder]: [...others, entry] };
}

/**
 * The entry's page as the site draws it: the site's content compiled with the entry in it (as the
 * build compiles it, ~/content/compile.ts), drawn by its page's route component with the props the
 * build gives it. Uploads show from the editor's files; Markdown the build refuses shows as text.
 * A page's own part after it (the home page's invitation) is left out: it would open over the page
 * on every change.
 */
function EntryPage({
  name,
  record,
  slug,
  getAsset,
}: {
  name: PreviewName;
  record: Record<string, unknown>;
  slug: string;
  getAsset: DecapPreviewProps["getAsset"];
}) {
  const records = withEntry(name, record, slug);
  const content = compileContent(records, {
    picture: (picture) => uploaded(picture, getAsset),
    markdown: previewReader,
  });
  const frame = framePreviews[name];
  if (frame) return frame(content);
  const entry =
    name in collections ? records[name as FolderName].find((found) => found.id === slug) : undefined;
  const page = pageOf(name, entry);
  if (!page) return null;
  const route = pageRoute(page.template);
  const { Component } = route;
  return <Component {...route.props(page, content)} />;
}

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

/**
 * What the build would refuse in the entry, in its words: the file's own reading (a file broken by
 * hand, named with its line), then the entry's problems. A check that fails is named too: the
 * preview never goes blank.
 */
function previewProblems(
  name: PreviewName,
  file: string,
  data: Record<string, unknown>,
  raw: string | undefined,
  original: Record<string, unknown> | undefined,
): string[] {
  const unreadable = notValidYaml(file, raw);
  const problems = unreadable
    ? [`${unreadable}: the form holds what could be read of it, and Save writes the file anew from the form`]
    : [];
  try {
    problems.push(...entryProblems(name, file, data, siteFacts, original));
  } catch (error) {
    problems.push(`${file}: could not be checked: ${(error as Error).message}`);
  }
  return problems;
}

/**
 * One entry's preview: what the build will refuse, in its words (the sentences Save and Publish
 * refuse it with, ./editor-checks.ts), then the page, drawn even when it has a mistake (a block of
 * Markdown the site cannot draw shows as its text). `path` is the entry's file, `raw` its text as
 * opened and `original` the entry as that file holds it (so its own ids are not taken for another
 * record's).
 */
export function Preview({
  name,
  data,
  slug,
  getAsset,
  root,
  path,
  raw,
  original,
}: {
  name: PreviewName;
  data: Record<string, unknown>;
  slug: string;
  getAsset: DecapPreviewProps["getAsset"];
  root: HTMLElement;
  path?: string;
  raw?: string;
  original?: Record<string, unknown>;
}) {
  const { body, ...fields } = data;
  const checked = schemas[name].safeParse(fields);
  const record = { ...(checked.success ? checked.data : fields), ...(name === "articles" && { body }) };
  showWords(name, record);
  const problems = previewProblems(name, entryFile(name, path, data), data, raw, original);
  return (
    <>
      <ThemeSwitch root={root} />
      {problems.length > 0 && (
        <div role="status" className="bg-surface p-8 text-danger">
          <p className="font-semibold">Not ready to publish yet:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <main className="overflow-x-clip">
        <PageBoundary key={JSON.stringify(data)}>
          <EntryPage name={name} record={record} slug={slug} getAsset={getAsset} />
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
          path={entry.get("path")}
          raw={entry.get("raw")}
          original={originalOf(entry)}
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

/** Gives the editor the site's checks before saving, its date field and a preview for every collection. */
export function registerPreviews(decap: DecapGlobals) {
  registerChecks(decap.CMS);
  decap.CMS.registerWidget(dateWidget(decap));
  for (const name of Object.keys(schemas) as PreviewName[])
    decap.CMS.registerPreviewTemplate(name, template(decap, name));
}
