import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { anchorProblems, idsOf } from "./build/anchors.mjs";
import { compileAll, checkContent, ContentError, projectRoot } from "./content.mjs";
import { throwawayProject } from "./lib/throwaway-project.mjs";

/** A throwaway project: this checkout's app and packages (read only) and a copy of its content/ to break. */
const roots = [];
function project({ linkApp = true } = {}) {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  roots.push(root);
  if (linkApp) symlinkSync(join(projectRoot, "app"), join(root, "app"), "dir");
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
  const edit = (file, change) =>
    writeFileSync(join(root, "content", file), change(readFileSync(join(root, "content", file), "utf8")));
  return { root, edit };
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

async function problems(root) {
  const error = await checkContent(root).then(
    () => null,
    (caught) => caught,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error.problems;
}

describe("the content compiler", () => {
  it("accepts the site's content and orders it", async () => {
    const { contentRecords, counts } = await checkContent(project().root);
    expect(counts).toMatchObject({ services: 7, industries: 7 });
    expect(counts.positions).toBeGreaterThan(0);
    // Cards that say nothing else link to the contact page.
    const java = contentRecords.services.find((service) => service.id === "java");
    expect(java.data.whatWeDo.cards[0]).toMatchObject({ href: "/contactUs", cta: "Talk to us" });
  }, 30_000);

  it("names the file, the field and the problem", async () => {
    const { root, edit } = project();
    edit("services/java.yml", (text) =>
      text.replace("art: hero-java", "art: hero-coffee").replace(/^name: .*\n/m, ""),
    );
    edit("positions/marketing-manager-usa.yml", (text) =>
      text.replace(/^summary: .*$/m, "summary: Too short."),
    );
    edit("services/big-data.yml", (text) => text.replace(/^order: (\d+)$/m, "order: $1\nowner: marketing"));
    edit("articles/marketing.md", (text) =>
      text.replace(/^title: .*$/m, `title: ${"Long title ".repeat(30)}`),
    );
    expect(await problems(root)).toEqual([
      "content/services/big-data.yml:2: unknown field owner",
      "content/services/java.yml:1: name: missing (required)",
      expect.stringMatching(
        /^content\/services\/java\.yml:12: hero\.art: "hero-coffee" is not one of the allowed values \(hero-home, /,
      ),
      "content/positions/marketing-manager-usa.yml:9: summary: 10 characters, at least 70 needed",
      "content/articles/marketing.md:2: title: 329 characters, at most 90 allowed",
    ]);
  }, 30_000);

  it("refuses a heading longer than the design holds, with a sentence", async () => {
    const { root, edit } = project();
    const heading = "We help companies plan, staff and run technology ".repeat(6).trim().slice(0, 266);
    edit("pages/home.yml", (text) => text.replace(/^(hero:\n(?: {2}.*\n)*? {2}title: ).*$/m, `$1${heading}`));
    const line =
      readFileSync(join(root, "content/pages/home.yml"), "utf8").split("\n").indexOf(`  title: ${heading}`) +
      1;
    expect(await problems(root)).toEqual([
      `content/pages/home.yml:${line}: hero.title: 266 characters, at most 80 allowed`,
    ]);
  }, 30_000);

  it("refuses a date written by hand in another shape with a sentence, never a stack trace", async () => {
    const { root, edit } = project();
    const dates = {
      "positions/marketing-manager-usa.yml": ["datePosted", "20/11/2026"],
      "positions/senior-java-engineer-bangalore.yml": ["validThrough", "11/20/2026"],
      "positions/technical-recruiter-hyderabad.yml": ["datePosted", "2026-13-01"],
      "articles/marketing.md": ["date", '"July 16, 2024"'],
      "articles/flow-builder.md": ["date", "2024-7-16"],
    };
    for (const [file, [field, value]] of Object.entries(dates))
      edit(file, (text) => text.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${value}`));
    const form = "must be a date written YYYY-MM-DD (year, month, day), e.g. 2026-11-20";
    expect(await problems(root)).toEqual([
      `content/positions/marketing-manager-usa.yml:7: datePosted: ${form}, not "20/11/2026"`,
      `content/positions/senior-java-engineer-bangalore.yml:8: validThrough: ${form}, not "11/20/2026"`,
      'content/positions/technical-recruiter-hyderabad.yml:7: datePosted: "2026-13-01" has no month 13: the month is 01 to 12',
      `content/articles/flow-builder.md:4: date: ${form}, not "2024-7-16"`,
      `content/articles/marketing.md:4: date: ${form}, not "July 16, 2024"`,
    ]);
  }, 30_000);

  it("refuses an internal link to no page, a second record at one address or requisition number and broken YAML", async () => {
    const { root, edit } = project();
    edit("services/java.yml", (text) => text.replace("href: /contactUs", "href: /contact-us"));
    expect(await problems(root)).toEqual([
      'content/services/java.yml:65: cta.href: "/contact-us" is not a page of this site',
    ]);
    edit("services/java.yml", (text) =>
      text.replace("href: /contact-us", "href: /contactUs").replace("path: /java", "path: /bigData"),
    );
    expect(await problems(root)).toEqual([
      'content/services/java.yml:2: path: "/bigData" is already used by content/services/big-data.yml',
    ]);
    edit("services/java.yml", (text) => text.replace("path: /bigData", "path: /java"));
    edit("positions/technical-recruiter-hyderabad.yml", (text) =>
      text.replace(/^jobId: .*$/m, "jobId: ALT-MK-0431"),
    );
    expect(await problems(root)).toEqual([
      'content/positions/technical-recruiter-hyderabad.yml:4: jobId: "ALT-MK-0431" is already used by content/positions/marketing-manager-usa.yml',
    ]);
    edit("positions/marketing-manager-usa.yml", (text) => `${text}\n  - : [`);
    expect((await problems(root))[0]).toMatch(
      /^content\/positions\/marketing-manager-usa\.yml: not valid YAML: /,
    );
  }, 30_000);

  it("refuses a picture without its description or missing from the media folder", async () => {
    const { root, edit } = project();
    mkdirSync(join(root, "content/media"), { recursive: true });
    const photo = (lines) => (text) => text.replace(/^category: /m, `photo:\n${lines}\ncategory: `);
    edit("articles/marketing.md", photo("  src: /media/uploads/team.jpg"));
    edit("articles/flow-builder.md", photo("  src: /media/uploads/gone.jpg\n  alt: Our team at work"));
    writeFileSync(join(root, "content/media/team.jpg"), "");
    expect(await problems(root)).toEqual(["content/articles/marketing.md:9: photo.alt: missing (required)"]);
    edit("articles/marketing.md", (text) => text.replace("team.jpg", "team.jpg\n  alt: The team"));
    expect(await problems(root)).toEqual([
      'content/articles/flow-builder.md:9: photo.src: "/media/uploads/gone.jpg" is not in content/media/ (upload it again)',
    ]);
  }, 30_000);

  it("takes the legacy insightsBlog sections from the articles, and keeps the default one", async () => {
    const { root, edit } = project();
    // An article without its legacy section compiles: its old address is no longer redirected.
    edit("articles/flow-builder.md", (text) => text.replace(/^section: .*\n/m, ""));
    const { contentRecords } = await checkContent(root);
    expect(contentRecords.articles.map((article) => article.data.section).filter(Boolean)).toHaveLength(5);
    edit("articles/marketing.md", (text) => text.replace(/^section: .*\n/m, ""));
    expect(await problems(root)).toEqual([
      'content/articles: no article has section "marketing", the one the old /insightsBlog address opens',
    ]);
  }, 30_000);

  it("takes the home page's section headings and the consent banner's words from content/", async () => {
    const { root, edit } = project();
    edit("pages/home.yml", (text) => text.replace("title: How we work", "title: Our way of working"));
    edit("consent.yml", (text) => text.replace("accept: Allow analytics", "accept: Yes, count my visit"));
    const { contentRecords, browserTexts } = await checkContent(root);
    expect(contentRecords.home.stepsIntro.title).toBe("Our way of working");
    expect(contentRecords.home.offersIntro.title).toBe("What we do");
    expect(browserTexts.consent.accept).toBe("Yes, count my visit");
  }, 30_000);

  it("takes a photo removed in the editor (an empty upload left behind) as no photo", async () => {
    const { root, edit } = project();
    edit("articles/flow-builder.md", (text) =>
      text.replace(/^imageAlt: .*$/m, '$&\nphoto: { src: "", alt: "" }'),
    );
    edit("pages/home.yml", (text) =>
      text
        .replace(
          "alt: Illustration of a connected team of IT professionals at work",
          '$&\n      photo: { src: "", alt: "A team" }',
        )
        .replace(
          "alt: Illustration of consultants reviewing an IT architecture plan",
          "$&\n      photo: null",
        ),
    );
    const { contentRecords } = await checkContent(root);
    expect(
      contentRecords.articles.find((article) => article.id === "flow-builder").data.photo,
    ).toBeUndefined();
    expect(contentRecords.home.hero.slides.map((slide) => slide.photo)).toEqual([undefined, undefined]);
  }, 30_000);

  it("offers a service an owner adds in the chatbot: linked in its answer, named by its keywords", async () => {
    const { root } = project();
    writeFileSync(
      join(root, "content", "services", "mobile-apps.yml"),
      readFileSync(join(root, "content", "services", "java.yml"), "utf8")
        .replace(/^order: .*$/m, "order: 8")
        .replace(/^path: .*$/m, "path: /mobileApps")
        .replace(/^name: .*$/m, "name: Mobile Apps"),
    );
    const { browserTexts } = await checkContent(root);
    const services = browserTexts.chatbot.options.find((option) => option.id === "services");
    expect(JSON.stringify(services.answer)).toContain(
      '{"text":"Java Development","href":"/java"},", and ",{"text":"Mobile Apps","href":"/mobileApps"}',
    );
    expect(browserTexts.chatbot.keywords.find((entry) => entry.option === "services").words).toContain(
      "mobile apps",
    );
  }, 30_000);

  it("refuses list items run together by an indent, naming the line", async () => {
    const { root, edit } = project();
    // The second responsibility one space deeper than the first: YAML reads both as one item.
    edit("positions/marketing-manager-usa.yml", (text) =>
      text.replace("\n  - Turn client projects", "\n   - Turn client projects"),
    );
    expect(await problems(root)).toEqual([
      'content/positions/marketing-manager-usa.yml:14: responsibilities.0: one list item holds what look like several (a "- " on its next line is indented deeper than the first): put every "- " of the list at the same indent',
    ]);
  }, 30_000);

  it("checks the links in Markdown too (article bodies, chat answers), naming the file and line", async () => {
    const { root, edit } = project();
    edit("articles/flow-builder.md", (text) =>
      text.replace("That makes migration", "That makes [migration](/no-such-route-xyz)"),
    );
    edit("chatbot.yml", (text) => text.replace("[Careers page](/careers)", "[Careers page](/careerz#top)"));
    expect(await problems(root)).toEqual([
      'content/articles/flow-builder.md:14: body: "/no-such-route-xyz" is not a page of this site',
      'content/chatbot.yml:44: options.4.answer: "/careerz#top" is not a page of this site',
    ]);
  }, 30_000);

  it("takes an uploaded photo for a home slide and a logo for a partner, each with its description", async () => {
    const { root, edit } = project();
    mkdirSync(join(root, "content/media"), { recursive: true });
    writeFileSync(join(root, "content/media/team.jpg"), "");
    edit("pages/home.yml", (text) =>
      text
        .replace("art: hero-home\n", "art: hero-home\n      photo:\n        src: /media/uploads/team.jpg\n")
        .replace("  - name: AWS\n    logo: aws\n", "  - name: AWS\n")
        .replace(
          "  - name: Google\n",
          "  - name: Google\n    photo:\n      src: /media/uploads/google.png\n      alt: Google\n",
        ),
    );
    expect(await problems(root)).toEqual([
      "content/pages/home.yml:15: hero.slides.0.photo.alt: missing (required)",
      "content/pages/home.yml:73: partners.2.logo: needs a shipped logo or an uploaded one",
    ]);
    edit("pages/home.yml", (text) =>
      text
        .replace("team.jpg\n", "team.jpg\n        alt: Our team at work\n")
        .replace("  - name: AWS\n", "  - name: AWS\n    logo: aws\n"),
    );
    expect(await problems(root)).toEqual([
      'content/pages/home.yml:78: partners.3.photo.src: "/media/uploads/google.png" is not in content/media/ (upload it again)',
    ]);
    writeFileSync(join(root, "content/media/google.png"), "");
    const { contentRecords } = await checkContent(root);
    expect(contentRecords.home.hero.slides[0].photo).toEqual({
      src: "/media/uploads/team.jpg",
      alt: "Our team at work",
    });
    expect(contentRecords.home.partners[3]).toMatchObject({
      name: "Google",
      logo: "google",
      photo: { alt: "Google" },
    });
  }, 30_000);

  it("checks the legal pages: one anchor a section, the privacy policy's analytics texts, links with their line", async () => {
    const { root, edit } = project();
    edit("pages/accessibility.yml", (text) => text.replace("id: known-limits", "id: testing"));
    edit("pages/privacy.yml", (text) => text.replace(/^ {4}analytics:\n(?: {6}.*\n| *\n)+/m, ""));
    expect(await problems(root)).toEqual([
      'content/pages/privacy.yml:18: sections: needs a section with the anchor "analytics" and its "When analytics is on" texts',
      "content/pages/accessibility.yml:15: sections: two sections have the same anchor",
    ]);
    const linked = project();
    linked.edit("pages/accessibility.yml", (text) =>
      text.replace("another format, email", "another [format](/formats), email"),
    );
    expect(await problems(linked.root)).toEqual([
      'content/pages/accessibility.yml:50: sections.4.body: "/formats" is not a page of this site',
    ]);
  }, 30_000);

  it("checks the contact, insights and Not Found pages as content, naming the file and line", async () => {
    const { root, edit } = project();
    edit("pages/insights.yml", (text) => text.replace("href: /contactUs", "href: /contact"));
    edit("pages/not-found.yml", (text) => text.replace(/^back: .*\n/m, ""));
    edit("pages/contact.yml", (text) => text.replace("art: hero-contact", "art: hero-phone"));
    expect(await problems(root)).toEqual([
      expect.stringMatching(
        /^content\/pages\/contact\.yml:10: hero\.art: "hero-phone" is not one of the allowed values/,
      ),
      "content/pages/not-found.yml:2: back: missing (required)",
    ]);
    edit("pages/not-found.yml", (text) => `${text}back: Go Back\n`);
    edit("pages/contact.yml", (text) => text.replace("art: hero-phone", "art: hero-contact"));
    expect(await problems(root)).toEqual([
      'content/pages/insights.yml:19: articleCta.href: "/contact" is not a page of this site',
    ]);
  }, 30_000);

  it("refuses Markdown in an article the site does not render, with its line", async () => {
    const { root, edit } = project();
    edit("articles/flow-builder.md", (text) =>
      text.replace("That makes migration", "> That makes migration"),
    );
    expect(await problems(root)).toEqual([
      expect.stringMatching(
        /^content\/articles\/flow-builder\.md:14: body: Unsupported Markdown: blockquote/,
      ),
    ]);
  }, 30_000);

  it("lists every link to an #anchor with its line, and the build refuses an anchor its page lacks", async () => {
    const { anchored } = await checkContent(project().root);
    expect(anchored).toContainEqual({
      where: "content/settings.yml:79: navigation.company.5.href",
      href: "/contactUs#mapContainer",
    });
    const pages = { "/contactUs": '<main><section id="contactContainer"></section></main>' };
    expect(anchorProblems(anchored, (path) => pages[path])).toEqual([
      'content/settings.yml:79: navigation.company.5.href: "/contactUs#mapContainer" has no element with id "mapContainer" on /contactUs',
      'content/chatbot.yml:50: options.5.answer: "/contactUs#mapContainer" has no element with id "mapContainer" on /contactUs',
    ]);
    expect(anchorProblems([{ where: "x.yml:1: href", href: "/company#values" }], () => undefined)).toEqual([
      'x.yml:1: href: "/company#values": the page /company was not rendered',
    ]);
  }, 30_000);

  it("reads a page's ids as a browser does: an SVG's too, a template's content not", () => {
    const html =
      '<main><h2 id="team">Team</h2><svg><g id="logo"></g></svg><template><p id="later"></p></template></main>';
    expect([...idsOf(html)]).toEqual(["team", "logo"]);
  });

  /** A throwaway project whose app/ links to this checkout's, with a generated folder of its own. */
  function projectWithOwnGenerated() {
    const made = project({ linkApp: false });
    for (const [dir, own] of [
      ["app", "content"],
      ["app/content", "generated"],
    ]) {
      mkdirSync(join(made.root, dir), { recursive: true });
      for (const name of readdirSync(join(projectRoot, dir)))
        if (name !== own) symlinkSync(join(projectRoot, dir, name), join(made.root, dir, name));
    }
    return { ...made, generated: join(made.root, "app", "content", "generated") };
  }

  it("rewrites no generated file whose text is unchanged (the dev server would reload its config)", async () => {
    const { root, generated } = projectWithOwnGenerated();
    const times = () =>
      Object.fromEntries(
        readdirSync(generated).map((name) => [name, statSync(join(generated, name)).mtimeMs]),
      );
    await compileAll(root);
    const first = times();
    expect(Object.keys(first)).toContain("manifest.json");
    await compileAll(root);
    expect(times()).toEqual(first);
  }, 60_000);

  it("changes no generated file when a compile fails late (an upload that cannot be converted)", async () => {
    const { root, edit, generated } = projectWithOwnGenerated();
    await compileAll(root);
    const files = () =>
      Object.fromEntries(readdirSync(generated).map((name) => [name, readFileSync(join(generated, name))]));
    const before = files();
    // A change every collection file and the manifest would show, and a picture that is no picture.
    edit("services/java.yml", (text) => text.replace(/^name: .*$/m, "name: Java Craft"));
    mkdirSync(join(root, "content", "media"), { recursive: true });
    writeFileSync(join(root, "content", "media", "broken.jpg"), "not a picture");
    const error = await compileAll(root).then(
      () => null,
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect(error.problems).toEqual([expect.stringMatching(/^content\/media\/broken\.jpg: /)]);
    expect(files()).toEqual(before);
    // Once the picture is gone the change is compiled.
    rmSync(join(root, "content", "media", "broken.jpg"));
    await compileAll(root);
    expect(readFileSync(join(generated, "records.json"), "utf8")).toContain('"name": "Java Craft"');
  }, 60_000);

  it("stops the build on a slip in content/settings.yml with the file and line, no stack", () => {
    // The first step of npm run build, in a copy: the settings are also read by the modules it loads.
    const root = throwawayProject();
    roots.push(root);
    const settings = join(root, "content", "settings.yml");
    writeFileSync(settings, readFileSync(settings, "utf8").replace(/^url: .*$/m, "$&\nname: Acme"));
    const line = readFileSync(settings, "utf8").split("\n").indexOf("name: Acme") + 1;
    const run = spawnSync(process.execPath, [join(root, "scripts", "content.mjs")], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `content: 1 problem\n  content/settings.yml: not valid YAML: Map keys must be unique at line ${line}, column 1`,
    );
  }, 60_000);
});
