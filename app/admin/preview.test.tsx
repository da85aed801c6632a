// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { POPUP_DELAY_MS } from "~/features/home/popup-turn";

/** A content file as the editor hands it to the preview: the YAML as written, nothing compiled. */
const entry = (file: string) =>
  parse(readFileSync(join(import.meta.dirname, "..", "..", "content", file), "utf8")) as Record<
    string,
    any // eslint-disable-line @typescript-eslint/no-explicit-any -- the test edits the entry's fields
  >;

let Preview: typeof import("./preview").Preview;
const registered: string[] = [];

beforeAll(async () => {
  // What the editor's page has before the preview's script runs: Decap's globals, the site's page.
  vi.stubGlobal("fetch", async () => new Response("<!doctype html><html><head></head></html>"));
  Object.assign(window, {
    CMS: {
      registerPreviewTemplate: (name: string) => registered.push(name),
      // The checks before saving (./editor-checks.ts), tested on their own.
      registerEventListener: () => {},
      registerWidget: () => {},
      registerCustomFormat: () => {},
      getBackend: () => undefined,
      registerBackend: () => {},
      getWidget: () => ({ control: class {}, preview: null }),
    },
    createClass: (spec: unknown) => spec,
    h: () => null,
    // jsdom has no media queries: a light-themed browser without reduced motion.
    matchMedia: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
  Element.prototype.scrollTo = () => {}; // jsdom lays nothing out
  // Nor does it open dialogs: the site's Dialog opens as a browser's would, so one would be seen.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  const preview = await import("./preview");
  ({ Preview } = preview);
  preview.registerPreviews(window as unknown as import("./preview").DecapGlobals);
  // The preview's whole tree (every route and section) is compiled first: seconds on a busy machine.
}, 60_000);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const show = (
  name: "home" | "settings" | "chatbot" | "careers" | "articles" | "positions" | "forms" | "ui",
  data: Record<string, unknown>,
  { slug = "", path, raw }: { slug?: string; path?: string; raw?: string } = {},
) =>
  render(
    <Preview
      name={name}
      data={data}
      slug={slug}
      path={path}
      raw={raw}
      getAsset={(file) => ({ toString: () => file })}
      root={document.documentElement}
    />,
  );

/** An article as the editor holds it: its front matter's fields and its text as `body`. */
function article(file: string) {
  const text = readFileSync(join(import.meta.dirname, "..", "..", "content", "articles", file), "utf8");
  const [, matter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
  return { ...(parse(matter!) as Record<string, unknown>), body: body!.trim() } as Record<string, unknown> & {
    title: string;
    body: string;
  };
}

describe("the editor's preview", () => {
  it("has a template for the settings and the chatbot too", () => {
    expect(registered).toEqual(expect.arrayContaining(["home", "settings", "chatbot"]));
  });

  it("draws the home page without its invitation over it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    show("home", entry("pages/home.yml"));
    // The page's lazy parts come in.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    // The invitation is due this long after the page has loaded; its code then loads.
    await act(async () => {
      vi.advanceTimersByTime(POPUP_DELAY_MS + 100);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryAllByRole("dialog", { hidden: true })).toEqual([]);
  });

  it("draws the settings as the contact page's info strip and the footer, from the entry", () => {
    const settings = entry("settings.yml");
    settings.contact.phone = "+1 (646) 555-0199";
    settings.contact.emails.general = "desk@zenith.example";
    settings.navigation.footer.company = "About Zenith";
    show("settings", settings);
    const footer = screen.getByRole("contentinfo");
    const strip = screen.getByRole("region", { name: /./ });
    for (const part of [strip, footer]) {
      expect(within(part).getByRole("link", { name: "+1 (646) 555-0199" })).toHaveAttribute(
        "href",
        "tel:+16465550199",
      );
      expect(within(part).getByText(/desk@zenith\.example/)).toBeInTheDocument();
    }
    expect(within(footer).getByRole("heading", { name: "About Zenith" })).toBeInTheDocument();
  });

  it("draws a click-to-load frame without loading it (the frame's address waits as data)", () => {
    show("careers", entry("pages/careers.yml"));
    const button = screen.getByRole("button", { name: "Show current openings here" });
    // A frame the document holds is live: it would load the other site in the editor.
    expect(document.querySelectorAll("iframe, template")).toHaveLength(0);
    expect(button.closest<HTMLElement>("[data-embed-facade]")?.dataset.src).toMatch(/^https:\/\//);
  });

  it("draws the chatbot as the chat panel opens, with the entry's words", () => {
    const chatbot = entry("chatbot.yml");
    chatbot.welcome = "Hello from {name}'s new assistant.";
    chatbot.options[0].label = "See what we do";
    show("chatbot", chatbot);
    const panel = screen.getByRole("dialog", { name: "Virtual assistant" });
    expect(within(panel).getByText("Hello from Altura IT Solutions's new assistant.")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "See what we do" })).toBeInTheDocument();
    // Inert: the panel's focus on opening never leaves the field being typed in (jsdom does not
    // apply it; browsers do).
    expect(panel).toHaveAttribute("inert");
  });

  it("still draws an article whose text has a heading the site refuses, the problem named above it", () => {
    const data = article("marketing.md");
    data.body = `# A heading of the first level\n\n${data.body}`;
    show("articles", data, { slug: "marketing", path: "content/articles/marketing.md" });
    expect(screen.getByRole("status")).toHaveTextContent(/content\/articles\/marketing\.md: body: /);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(data.title);
    expect(screen.getByText("# A heading of the first level")).toBeInTheDocument();
    expect(screen.getByText(/^B2B buying is slow/)).toBeInTheDocument();
  });

  it("draws a new article as far as it is filled in: no picture that is not there, no invalid date", () => {
    const { container } = show("articles", { title: "Our first webinar", body: "We met our customers." });
    expect(screen.getByRole("status")).toHaveTextContent(/image: missing \(required\)/);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Our first webinar");
    // Its author and date line holds what is there: no "Invalid Date", no dot before nothing.
    expect(screen.getByText("1 min read").closest("p")).toHaveTextContent(/^1 min read$/);
    const addresses = [...container.querySelectorAll("img, source")].map(
      (picture) => picture.getAttribute("src") ?? picture.getAttribute("srcset"),
    );
    expect(addresses.filter((address) => address?.includes("undefined"))).toEqual([]);
  });

  it("still draws a position whose date was cleared, the problem named above it", () => {
    const file = "content/positions/marketing-manager-usa.yml";
    show("positions", { ...entry("positions/marketing-manager-usa.yml"), datePosted: "" }, { path: file });
    expect(screen.getByRole("status")).toHaveTextContent(`${file}: datePosted: missing (required)`);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("B2B Marketing Manager");
  });

  it("names the line of a settings file broken by hand, and draws what could be read of it", () => {
    const text = readFileSync(join(import.meta.dirname, "..", "..", "content", "settings.yml"), "utf8");
    const raw = text.replace(/^tagline: .*$/m, "$&\ntagline: Twice");
    const line = raw.split("\n").indexOf("tagline: Twice") + 1;
    show("settings", entry("settings.yml"), { path: "content/settings.yml", raw });
    expect(screen.getByRole("status")).toHaveTextContent(
      `content/settings.yml:${line}: not valid YAML: Map keys must be unique: the form holds what could be read of it`,
    );
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("draws the forms with the entry's words, and every other page with the saved ones", async () => {
    const forms = entry("forms.yml");
    const saved = forms.contact.submit as string;
    forms.contact.submit = "Send it our way";
    forms.contact.title = "Talk to our team";
    forms.apply.fullName = "Your full name";
    show("forms", forms);
    expect(screen.getByRole("heading", { name: "Talk to our team" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send it our way" })).toBeInTheDocument();
    expect(screen.getByLabelText("Your full name")).toBeInTheDocument();
    cleanup();
    show("careers", entry("pages/careers.yml"));
    const { formTexts } = await import("~/content/forms");
    expect(formTexts.contact.submit).toBe(saved);
  });

  it("draws the site texts as every page's header and footer, with the entry's words", () => {
    const ui = entry("ui.yml");
    ui.shell.privacyPolicy = "Your privacy";
    ui.shell.accessibility = "Access for everyone";
    ui.login.button = "Sign in";
    show("ui", ui);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Your privacy" })).toHaveAttribute("href", "/privacy");
    expect(within(footer).getByRole("link", { name: "Access for everyone" })).toHaveAttribute(
      "href",
      "/accessibility",
    );
    expect(screen.getByRole("banner")).toHaveTextContent("Sign in");
  });
});
