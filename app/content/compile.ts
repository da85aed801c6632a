/**
 * The content as the pages use it, compiled from the checked records (./site-pages.ts
 * `ContentRecords`: what Astro's content layer gives the build, or the files the editor holds):
 * the settings with the build's `VITE_*` overrides, every placeholder filled ({name}, {years},
 * {services} ...), Markdown compiled into the site's rich text, each collection in its order, each
 * record with its address. One function for the build's pages (./site-content.ts), the checks
 * (scripts/content.mjs) and the editor's preview (app/admin/preview.tsx), so all three show the same.
 */
import { mapStrings } from "~/lib/map-strings";
import { parseInlineMarkdown, parseMarkdown, readingMinutes, type ParsedMarkdown } from "~/lib/markdown";
import type { ResponsiveImage } from "~/lib/media";
import type { Inline, RichText } from "~/lib/rich-text";
import type {
  ArticleFrontMatter,
  ChatbotRecord,
  JobLocation,
  LegalPageRecord,
  PictureRecord,
  PositionRecord,
  RecordOf,
  SingleName,
  UiRecord,
} from "./schema";
import { contentCollections } from "./schema";
import { fillWith, placeholdersOf, siteFrom, type Site } from "./site-settings";
import { isoDay, type ContentRecords } from "./site-pages";

/** The chatbot's record with its Markdown as rich text, and its keywords with every service's name. */
export type CompiledChatbot = Omit<ChatbotRecord, "welcome" | "options" | "thanks"> & {
  welcome: RichText;
  options: (Omit<ChatbotRecord["options"][number], "answer"> & { answer: RichText })[];
  thanks: RichText;
};

type LegalSectionRecord = LegalPageRecord["sections"][number];
/** A legal page's record with its Markdown as rich text. */
export type CompiledLegalPage = Omit<LegalPageRecord, "sections"> & {
  sections: (Omit<LegalSectionRecord, "body" | "analytics"> & {
    body: RichText;
    analytics?: { text: RichText; consent: RichText; noConsent: RichText };
  })[];
};

/** The home page's record with its intro as one paragraph of rich text. */
export type CompiledHome = Omit<RecordOf<"home">, "intro"> & {
  intro: { title: string; text: ReturnType<typeof parseInlineMarkdown> };
};

/** A group of site texts whose `noScript` Markdown is compiled into one paragraph of rich text. */
type WithNoScript<Group> = Omit<Group, "noScript"> & { noScript: Inline[] };

/** The site texts with what to do without JavaScript as rich text. */
export type CompiledUi = Omit<UiRecord, "searchButton" | "chatLauncher"> & {
  searchButton: WithNoScript<UiRecord["searchButton"]>;
  chatLauncher: WithNoScript<UiRecord["chatLauncher"]>;
};

/** A single file compiled (./compile.ts `compileSingle`), before the site's placeholders are filled. */
export type CompiledSingle<Name extends SingleName> = Name extends "home"
  ? CompiledHome
  : Name extends "chatbot"
    ? CompiledChatbot
    : Name extends "privacy" | "accessibility"
      ? CompiledLegalPage
      : Name extends "ui"
        ? CompiledUi
        : RecordOf<Name>;

/** A single file as the pages use it; a page's with its address. */
export type Compiled<Name extends SingleName> = CompiledSingle<Name> &
  ((typeof contentCollections)[Name] extends { path: string } ? { path: string } : unknown);

/** A position with its location's full address from the settings. */
export type Position = Omit<PositionRecord, "location"> & { location: JobLocation; path: string };

/** An article: its front matter, address, reading time, body as rich text and uploaded photo. */
export type Article = ArticleFrontMatter & {
  slug: string;
  path: string;
  readingMinutes: number;
  body: RichText;
  picture?: ResponsiveImage;
};
export type ArticleSummary = Omit<Article, "body">;

export type SiteContent = { [Name in SingleName]: Compiled<Name> } & {
  /** The settings with the build's `VITE_*` overrides and the email service's ids. */
  site: Site;
  services: (RecordOf<"services"> & { path: string })[];
  industries: (RecordOf<"industries"> & { path: string })[];
  /** Every position, newest first, and those open on the build's day. */
  positions: Position[];
  openPositions: Position[];
  /** Every article, newest first. */
  articles: Article[];
  /** An upload's sizes and formats (`CompileOptions.picture`). */
  picture: CompileOptions["picture"];
};

/** How Markdown is read: a block of it (`block`), or one paragraph (`inline`). */
export interface MarkdownReader {
  block(source: string): ParsedMarkdown;
  inline(source: string): Inline[];
}

/** The site's reading of Markdown, which refuses what the site cannot draw (a `#` heading, HTML). */
const siteMarkdown: MarkdownReader = { block: parseMarkdown, inline: parseInlineMarkdown };

export interface CompileOptions {
  /** An upload's sizes and formats: the build's converted files, or the editor's own file. */
  picture(picture: PictureRecord): ResponsiveImage | undefined;
  /** The day the positions are open on (default: now, the moment of the build). */
  today?: Date;
  /** How Markdown is read (default: the site's; the editor's preview draws what it refuses as text). */
  markdown?: MarkdownReader;
}

/** The services as Markdown links in one English list: "[A](/a), [B](/b), and [C](/c)". */
export function serviceLinks(services: readonly { name: string; path: string }[]): string {
  const escape = (text: string) => text.replace(/[\\[\]*_`]/g, "\\$&");
  let next = 0;
  return new Intl.ListFormat("en", { type: "conjunction" })
    .formatToParts(services.map((service) => service.name))
    .map((part) =>
      part.type === "element" ? `[${escape(part.value)}](${services[next++]!.path})` : part.value,
    )
    .join("");
}

/** Markdown with {services} filled: the placeholder the pages' other records provide. */
const withServices = (markdown: string, services: string) => markdown.replaceAll("{services}", services);

/**
 * The chatbot's record compiled, where the option whose answer lists {services} also answers to
 * each service's name: a service an owner adds is offered without editing the chatbot.
 */
export function compileChatbot(
  chatbot: ChatbotRecord,
  services: readonly { name: string; path: string }[],
  read = siteMarkdown,
): CompiledChatbot {
  const links = serviceLinks(services);
  const rich = (markdown: string) => read.block(withServices(markdown, links)).body;
  const offering = chatbot.options.find((option) => option.answer.includes("{services}"));
  const names = services.map((service) => service.name.toLowerCase());
  const own = offering && chatbot.keywords.find((entry) => entry.option === offering.id);
  const keywords = !offering
    ? chatbot.keywords
    : own
      ? chatbot.keywords.map((entry) =>
          entry === own ? { ...entry, words: [...new Set([...entry.words, ...names])] } : entry,
        )
      : [...chatbot.keywords, { option: offering.id, words: names }];
  return {
    ...chatbot,
    welcome: rich(chatbot.welcome),
    options: chatbot.options.map((option) => ({ ...option, answer: rich(option.answer) })),
    thanks: rich(chatbot.thanks),
    keywords,
  };
}

/** A legal page's record with its Markdown compiled. */
export function compileLegal(record: LegalPageRecord, read = siteMarkdown): CompiledLegalPage {
  const rich = (markdown: string) => read.block(markdown).body;
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

/** The home page's record with its intro compiled. */
export const compileHome = (home: RecordOf<"home">, read = siteMarkdown): CompiledHome => ({
  ...home,
  intro: { title: home.intro.title, text: read.inline(home.intro.text) },
});

/** The site texts with their one-paragraph Markdown (what to do without JavaScript) compiled. */
export const compileUi = (record: UiRecord, read = siteMarkdown): CompiledUi => ({
  ...record,
  searchButton: { ...record.searchButton, noScript: read.inline(record.searchButton.noScript) },
  chatLauncher: { ...record.chatLauncher, noScript: read.inline(record.chatLauncher.noScript) },
});

/**
 * One single file compiled: its Markdown as rich text, {services} and {serviceCount} filled from
 * the services (in menu order); the site's own placeholders ({name}, {email} ...) are left for
 * the settings the build sees (`compileContent`, or the browser's modules for the words they carry).
 */
export function compileSingle<Name extends SingleName>(
  name: Name,
  record: RecordOf<Name>,
  services: readonly { name: string; path: string }[],
  read = siteMarkdown,
): CompiledSingle<Name> {
  const compiled =
    name === "home"
      ? compileHome(record as RecordOf<"home">, read)
      : name === "chatbot"
        ? compileChatbot(record as ChatbotRecord, services, read)
        : name === "privacy" || name === "accessibility"
          ? compileLegal(record as LegalPageRecord, read)
          : name === "ui"
            ? compileUi(record as UiRecord, read)
            : record;
  return withServiceCount(compiled, services.length) as CompiledSingle<Name>;
}

/** Counts as words, as a sentence says them. */
const NUMBER_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/**
 * The record with `{serviceCount}` in its texts filled with the number of software services, in
 * words up to twelve ("Seven specialist services" at the start of a sentence, "our seven services"
 * inside one): the words that state the count come from the list, so they stay true when a
 * service is added or removed.
 */
export function withServiceCount<T>(value: T, count: number): T {
  const word = NUMBER_WORDS[count] ?? String(count);
  return mapStrings(value, (text) =>
    text.replace(/\{serviceCount\}/g, (_, at: number) => {
      const startsSentence = /^\s*$|[.!?:]\s+$/.test(text.slice(0, at));
      return startsSentence ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    }),
  );
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The site's content, compiled from its checked records. */
export function compileContent(
  records: ContentRecords,
  { picture, today = new Date(), markdown = siteMarkdown }: CompileOptions,
): SiteContent {
  const site = siteFrom(records.settings);
  const fill = <T>(value: T): T => fillWith(value, placeholdersOf(site));
  const services = records.services.map(({ data }) => fill(data)).sort(byOrder);
  const industries = records.industries.map(({ data }) => fill(data)).sort(byOrder);
  const locations = site.jobs.locations;
  const positions = records.positions
    .map(({ data }) => ({
      ...fill(data),
      // The checks refuse a location the settings do not offer; the editor's preview draws the first.
      location: locations.find((place) => place.name === data.location) ?? locations[0]!,
      path: `/careers/${data.slug}`,
    }))
    .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title));
  const day = isoDay(today);
  const articles = records.articles
    .map(({ id, data, body = "" }) => {
      const { body: rich, text } = markdown.block(body);
      const photo = data.photo && picture(data.photo);
      return {
        ...data,
        slug: id,
        path: `/insights/${id}`,
        readingMinutes: readingMinutes(text),
        body: rich,
        ...(photo && { picture: photo }),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

  const singles = {} as { [Name in SingleName]: Compiled<Name> };
  for (const [name, entry] of Object.entries(contentCollections)) {
    if (entry.kind === "folder") continue;
    const single = name as SingleName;
    (singles as Record<string, unknown>)[single] = {
      ...(fill(compileSingle(single, records[single], services, markdown)) as object),
      ...("path" in entry && { path: entry.path }),
    };
  }
  return {
    ...singles,
    site,
    services,
    industries,
    positions,
    openPositions: positions.filter((position) => position.validThrough >= day),
    articles,
    picture,
  };
}

/** Every article without its body, newest first. */
export const articleSummaries = (content: Pick<SiteContent, "articles">): ArticleSummary[] =>
  content.articles.map(({ body: _body, ...summary }) => summary);
