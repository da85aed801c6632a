// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_FOLLOW_UP_DELAY_MS, CHAT_REPLY_DELAY_MS } from "~/content/constants";
import { site } from "~/content/site";
import { readHandoff } from "~/lib/chat-handoff-read";
import { ChatPanel } from "./chat-panel";
import { createChatStore, type ChatStore } from "./chat-store";
import { chatScript, FOLLOW_UP, NOT_UNDERSTOOD } from "./script";

let store: ChatStore;
let onClose: ReturnType<typeof vi.fn<(options?: { restoreFocus?: boolean }) => void>>;

function renderPanel() {
  render(<ChatPanel id="chat-panel" onClose={onClose} store={store} />);
}

/** A click on a link as the page would follow it: not cancelled (jsdom does not navigate). */
function follows(link: HTMLElement) {
  return fireEvent.click(link);
}

const log = () => screen.getByRole("log", { name: "Conversation" });
const input = () => screen.getByRole("textbox", { name: "Message" });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
function send(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest("form")!);
}
async function chooseAndWait(label: string) {
  fireEvent.click(screen.getByRole("button", { name: label }));
  await wait(CHAT_REPLY_DELAY_MS + CHAT_FOLLOW_UP_DELAY_MS);
  expect(within(log()).getByText(FOLLOW_UP)).toBeInTheDocument();
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  // jsdom has neither matchMedia nor element scrolling.
  window.matchMedia = vi.fn((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollTo = () => undefined;
  store = createChatStore({ script: chatScript });
  onClose = vi.fn<(options?: { restoreFocus?: boolean }) => void>();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ChatPanel", () => {
  it("is a labelled dialog with the logo, a live log, the options and a disabled input", () => {
    renderPanel();
    const dialog = screen.getByRole("dialog", { name: "Virtual assistant" });
    expect(within(dialog).getByText(site.shortName)).toBeInTheDocument();
    expect(log()).toHaveAttribute("aria-live", "polite");
    expect(within(log()).getByText(`Hi there! Welcome to ${site.name}.`)).toBeInTheDocument();
    expect(within(log()).getByText("How can I assist you today?")).toBeInTheDocument();
    const options = within(screen.getByRole("group", { name: "Options" })).getAllByRole("button");
    expect(options.map((option) => option.textContent)).toEqual(
      chatScript.options.map((option) => option.label),
    );
    expect(input()).toBeDisabled();
    expect(input()).toHaveAttribute("placeholder", "Type a message...");
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
  });

  it("moves focus to the first option on open, and Esc and the close button close", () => {
    renderPanel();
    expect(screen.getByRole("button", { name: "Explore Services" })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole("button", { name: "Explore Services" }), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Close chat" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("opened again as a page loads, leaves focus on the page until the visitor works in it", async () => {
    // The last page's conversation, its answer still on the way.
    const option = chatScript.options.find((each) => each.label === "Work Arrangement")!;
    store.dispatch({ type: "choose", option: option.id });
    render(<ChatPanel id="chat-panel" onClose={onClose} store={store} takeFocus={false} />);
    expect(document.body).toHaveFocus();
    await wait(CHAT_REPLY_DELAY_MS + CHAT_FOLLOW_UP_DELAY_MS);
    expect(input()).toBeEnabled();
    expect(document.body).toHaveFocus();
    // Once the visitor is in the panel, focus follows the conversation as after an open.
    act(() => input().focus());
    send("yes");
    expect(screen.getByRole("button", { name: "Explore Services" })).toHaveFocus();
  });

  it("renders an answer's links as plain links to the site's pages", async () => {
    renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Roles & Skills Requirements" }));
    expect(screen.queryByRole("group", { name: "Options" })).not.toBeInTheDocument();
    expect(within(log()).queryByRole("link", { name: "Staffing Solutions" })).not.toBeInTheDocument();
    await wait(CHAT_REPLY_DELAY_MS);
    const link = within(log()).getByRole("link", { name: "Staffing Solutions" });
    expect(link).toHaveAttribute("href", "/staffingSolutions");
    expect(follows(link)).toBe(true);
    expect(readHandoff()).toBeNull(); // an ordinary link hands nothing over
  });

  it("Connect with Us offers the contact form with the chat's summary, stored and not sent", async () => {
    renderPanel();
    await chooseAndWait("Explore Services");
    send("yes");
    fireEvent.click(screen.getByRole("button", { name: "Connect with Us" }));
    expect(within(log()).getByText("Connect with Us")).toBeInTheDocument();
    await wait(CHAT_REPLY_DELAY_MS);
    const link = within(log()).getByRole("link", { name: "Continue in our contact form" });
    expect(link).toHaveAttribute("href", "/contactUs");
    expect(within(log()).getByRole("link", { name: site.contact.emails.general })).toHaveAttribute(
      "href",
      `mailto:${site.contact.emails.general}`,
    );
    expect(readHandoff()).toBeNull();
    expect(follows(link)).toBe(true);
    expect(readHandoff()).toEqual({
      message: "From your website chat: Explore Services; Connect with Us.",
      applied: false,
    });
    expect(onClose).toHaveBeenCalledWith({ restoreFocus: false });
  });

  it("enables the input with the follow-up, sends, and clears it", async () => {
    renderPanel();
    await chooseAndWait("Work Arrangement");
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
    send("what?");
    expect(input()).toHaveValue("");
    expect(within(log()).getByText(NOT_UNDERSTOOD)).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Options" })).toBeInTheDocument();
    expect(input()).toBeDisabled();
  });

  it("shows typed markup as text and creates no element from it", async () => {
    renderPanel();
    await chooseAndWait("Explore Services");
    const markup = '<img src=x onerror=alert(1)><script>alert("xss")</script><b>bold</b>';
    send(markup);
    expect(log()).toHaveTextContent(markup);
    expect(log().querySelector("img, script, b")).toBeNull();
  });

  it("offers a new conversation once the job answer has said goodbye", async () => {
    renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Job Opportunities" }));
    await wait(CHAT_REPLY_DELAY_MS + CHAT_FOLLOW_UP_DELAY_MS);
    expect(within(log()).getByText("Have a great day!")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Start a new conversation" }));
    expect(within(log()).queryByText("Have a great day!")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Explore Services" })).toHaveFocus();
  });
});
