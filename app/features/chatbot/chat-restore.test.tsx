// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "~/lib/storage";
import { CHAT_RESTORED, CHAT_STAND_IN, CHAT_STAND_IN_MESSAGES } from "./chat-look";
import chatRestore, { drawConversation } from "./chat-restore";
import { ChatStandIn } from "./chat-stand-in";

/** The stand-in as every page has it, drawn by the component itself. */
const frame = () => renderToStaticMarkup(<ChatStandIn />);
const standIn = () => document.querySelector(`[${CHAT_STAND_IN}]`)!;
const draw = (saved: unknown) =>
  drawConversation(
    standIn(),
    document.querySelector<HTMLTemplateElement>(`template[${CHAT_STAND_IN_MESSAGES}]`)!,
    saved,
  );
const texts = () => [...standIn().querySelectorAll("ol > li")].map((item) => item.textContent);

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(CHAT_RESTORED);
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** As in `<head>`: the document is still being parsed. */
const parsing = () => vi.spyOn(document, "readyState", "get").mockReturnValue("loading");

describe("the chat's stand-in", () => {
  it("draws the stored conversation as the panel does: text, one avatar a run, draft, options, input", () => {
    document.body.innerHTML = frame();
    draw({
      messages: [
        {
          id: 1,
          sender: "bot",
          body: [{ kind: "paragraph", parts: ["Hello ", { mark: "strong", parts: ["there"] }] }],
        },
        {
          id: 2,
          sender: "bot",
          body: [{ kind: "list", items: [["one"], [{ text: "a page", href: "/company" }]] }],
        },
        { id: 3, sender: "user", text: "Work Arrangement" },
      ],
      showOptions: false,
      inputEnabled: true,
      draft: "half a wor",
    });
    expect(texts()).toEqual([
      "Virtual assistant: Hello there",
      "Virtual assistant: onea page",
      "You: Work Arrangement",
    ]);
    const avatars = [...standIn().querySelectorAll('li[data-sender="bot"] > span')];
    expect(avatars.map((avatar) => avatar.classList.contains("invisible"))).toEqual([false, true]);
    expect(standIn().querySelector("strong")?.textContent).toBe("there");
    expect(standIn().querySelector('[role="group"]')).toBeNull();
    expect(standIn().querySelector("input")?.value).toBe("half a wor");
    expect(standIn().querySelector("input")?.disabled).toBe(false);
    expect(standIn().querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
  });

  it("skips stored junk of any shape, and never makes an element out of stored text", () => {
    document.body.innerHTML = frame();
    for (const saved of [
      null,
      7,
      "x",
      [],
      { messages: "x" },
      { messages: [null, 3, { sender: "bot", body: 5 }] },
    ])
      expect(() => draw(saved)).not.toThrow();
    draw({
      messages: [
        { sender: "user", text: "<img src=x onerror=alert(1)>" },
        {
          sender: "bot",
          body: [
            { kind: "list", items: "<b>x</b>" },
            { kind: "heading", level: 9, parts: [{ mark: "script", parts: ["x"] }] },
          ],
        },
        { sender: "robot", text: "who" },
      ],
    });
    expect(standIn().querySelectorAll("img, b, script, h9")).toHaveLength(0);
    expect(texts()).toContain("You: <img src=x onerror=alert(1)>");
    expect(standIn().querySelector("input")?.disabled).toBe(true);
  });

  it("is shown only in a tab whose chat is open, and drawn as soon as it is parsed", async () => {
    parsing();
    chatRestore();
    expect(document.documentElement.hasAttribute(CHAT_RESTORED)).toBe(false);

    sessionStorage.setItem(storageKeys.chatOpen, "1");
    sessionStorage.setItem(
      storageKeys.chat,
      JSON.stringify({ messages: [{ id: 1, sender: "user", text: "Hi" }] }),
    );
    chatRestore();
    expect(document.documentElement.hasAttribute(CHAT_RESTORED)).toBe(true);
    document.body.innerHTML = frame();
    await vi.waitFor(() => expect(texts()).toEqual(["You: Hi"]));
  });

  it("shows the frame alone for a stored conversation that is not JSON", async () => {
    parsing();
    sessionStorage.setItem(storageKeys.chatOpen, "1");
    sessionStorage.setItem(storageKeys.chat, "{not json");
    chatRestore();
    expect(document.documentElement.hasAttribute(CHAT_RESTORED)).toBe(true);
    document.body.innerHTML = frame();
    await vi.waitFor(() => expect(standIn()).not.toBeNull());
    expect(texts()).toEqual([]);
  });
});
