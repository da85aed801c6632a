import { BrandLogo } from "~/components/ui/brand-logo";
import { Button } from "~/components/ui/button";
import { Bot, RotateCcw, SendHorizontal, X } from "lucide-react";
import { useId, useRef, useSyncExternalStore, type ComponentProps } from "react";
import { offerHandoff } from "~/lib/chat-handoff";
import { useChatStartedEvent } from "~/features/analytics/chat-started";
import { CHAT_MESSAGE_MAX_LENGTH } from "~/content/constants";
import { cn } from "~/lib/cn";
import { getChatStore } from "./chat-session";
import type { ChatStore } from "./chat-store";
import { isReplying, type ChatMessage, type ChatScript } from "./engine";
import { RichText } from "~/components/ui/rich-text";
import { linkKind } from "~/lib/links";
import { summarizeChat } from "./handoff";
import { chatScript } from "./script";
import { useChatFocus } from "./use-chat-focus";
import { useScrollToLatest } from "./use-scroll-to-latest";
import { chatTexts } from "~/content/chat-texts";
import { ANSWER_LINK } from "./chat-look";

/** Below this width the panel is a near-full-width sheet; a link in an answer then closes it. */
const SHEET_QUERY = "(width < 640px)";

export const ASSISTANT_NAME = chatTexts.assistant;
/** Spec §2 fixes it: "Type a message..." (content/ui.yml holds it as the default). */
export const INPUT_PLACEHOLDER = chatTexts.placeholder;

interface ChatPanelProps extends Omit<ComponentProps<"section">, "children"> {
  /** Closes the panel; focus returns to the launcher unless `restoreFocus` is false. */
  onClose: (options?: { restoreFocus?: boolean }) => void;
  /** The conversation to show (tests pass their own; the app uses the tab's session). */
  store?: ChatStore;
  /** The words its option buttons and hand-off come from: the site's unless given (the editor's preview). */
  script?: Pick<ChatScript, "options">;
  /** Whether focus moves into the panel as it opens (not when it opens again as a page loads). */
  takeFocus?: boolean;
  /**
   * Whether it arrives with a short rise and fade: when the visitor opens it, not when it takes
   * over from the stand-in drawn as the page loaded (./chat-stand-in.tsx), which must not move.
   */
  arrive?: boolean;
}

/**
 * The chat panel (spec §2 "Chatbot widget"): a labelled, non-modal dialog with a header (logo,
 * start over, close), the conversation as a live log, the option buttons, and the message form.
 * It renders the engine's state and sends it events; it holds no conversation state itself.
 */
export function ChatPanel({
  onClose,
  store = getChatStore(),
  script = chatScript,
  takeFocus = true,
  arrive = true,
  className,
  ...props
}: ChatPanelProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a build-time constant: same branch on every render
  if (import.meta.env.VITE_ANALYTICS_PROVIDER) useChatStartedEvent(store); // analytics: first message = chat started
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const replying = isReplying(state);
  const ended = !state.showOptions && !state.inputEnabled && !replying;
  const { parkFocus, panelProps } = useChatFocus({
    panelRef,
    logRef,
    inputRef,
    controls: [state.inputEnabled, state.showOptions, ended],
    onClose,
    takeFocus,
  });
  useScrollToLatest(logRef, [state.messages.length, state.showOptions, replying, ended]);

  function choose(option: string, control: HTMLElement) {
    parkFocus(control);
    store.dispatch({ type: "choose", option });
  }

  function restart(control: HTMLElement) {
    parkFocus(control);
    store.dispatch({ type: "restart" });
  }

  /** A link in an answer: on a phone-sized sheet, close it so the new page can be read. */
  function onNavigate() {
    if (window.matchMedia(SHEET_QUERY).matches) onClose({ restoreFocus: false });
  }

  /**
   * "Continue in our contact form": the summary of this conversation goes to the contact form
   * (stored in this tab, sent nowhere), and the panel closes so the form can be seen.
   */
  function onHandoff() {
    offerHandoff(summarizeChat(store.getState().messages, script));
    onClose({ restoreFocus: false });
  }

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      {...panelProps}
      className={cn(
        "fixed right-(--chat-right) bottom-(--chat-bottom) z-50 flex h-(--chat-h) max-h-[calc(100dvh-var(--chat-bottom)-0.75rem)] w-(--chat-w) flex-col overflow-hidden rounded-card bg-white text-ink shadow-lift ring-1 ring-ink/10 dark:scheme-dark",
        "max-[400px]:right-2.5 max-[400px]:left-2.5 max-[400px]:w-auto",
        arrive &&
          "origin-bottom-right transition-[opacity,translate,scale] duration-200 ease-out starting:translate-y-3 starting:scale-95 starting:opacity-0",
        className,
      )}
      {...props}
    >
      <header className="on-dark flex items-center gap-3 bg-linear-to-br from-ink via-navy to-navy-700 py-3 pr-2.5 pl-4 text-white">
        <BrandLogo tone="light" className="shrink-0 text-base" />
        <span aria-hidden="true" className="h-8 w-px shrink-0 bg-white/20" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm leading-5 font-semibold">
            {ASSISTANT_NAME}
          </h2>
          <p className="flex items-center gap-1.5 text-xs leading-5 text-slate-300">
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-mint" />
            {chatTexts.online}
          </p>
        </div>
        <HeaderButton label={chatTexts.restart} onClick={() => store.dispatch({ type: "restart" })}>
          <RotateCcw aria-hidden="true" className="size-4.5" />
        </HeaderButton>
        <HeaderButton label={chatTexts.close} onClick={() => onClose()}>
          <X aria-hidden="true" className="size-5" />
        </HeaderButton>
      </header>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={chatTexts.conversation}
        // Scrollable, so it takes focus: keyboard users scroll it with the arrow keys.
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
        className="relative flex-1 overflow-y-auto overscroll-contain bg-surface px-3.5 py-4 text-sm leading-6 -outline-offset-3"
      >
        <ol className="space-y-3">
          {state.messages.map((message, index) => (
            <MessageItem
              key={message.id}
              message={message}
              firstOfRun={state.messages[index - 1]?.sender !== message.sender}
              onNavigate={onNavigate}
              onHandoff={onHandoff}
            />
          ))}
        </ol>

        {state.showOptions && (
          <div role="group" aria-label={chatTexts.options} className="mt-3 flex flex-wrap gap-2 pl-9">
            {script.options.map((option) => (
              <button
                key={option.id}
                type="button"
                data-chat-option=""
                onClick={(event) => choose(option.id, event.currentTarget)}
                className="min-h-9 rounded-full border border-brand/30 bg-white px-3 py-1.5 text-left text-sm font-semibold text-brand shadow-xs transition-colors hover:border-brand hover:bg-brand-50"
              >
                {option.label}
              </button>
            ))}
          </div>
        )}

        {replying && <TypingIndicator continued={state.messages.at(-1)?.sender === "bot"} />}

        {ended && (
          <div className="mt-3 pl-9">
            <button
              type="button"
              data-chat-restart=""
              onClick={(event) => restart(event.currentTarget)}
              className="inline-flex min-h-9 items-center gap-2 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-semibold text-navy hover:bg-brand-50"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {chatTexts.newConversation}
            </button>
          </div>
        )}
      </div>

      <form
        className="flex items-center gap-2 border-t border-line bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          store.dispatch({ type: "send" });
        }}
      >
        <input
          ref={inputRef}
          type="text"
          aria-label={chatTexts.input}
          placeholder={INPUT_PLACEHOLDER}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={state.draft}
          disabled={!state.inputEnabled}
          onChange={(event) => store.dispatch({ type: "type", text: event.target.value })}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-base text-ink placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={chatTexts.send}
          disabled={!state.inputEnabled || state.draft.trim() === ""}
          className="disabled:hover:bg-brand"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </form>
    </section>
  );
}

function HeaderButton({ label, className, ...props }: ComponentProps<"button"> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-200 transition-colors hover:bg-white/10 hover:text-white",
        className,
      )}
      {...props}
    />
  );
}

export function MessageItem({
  message,
  firstOfRun,
  onNavigate,
  onHandoff,
}: {
  message: ChatMessage;
  firstOfRun: boolean;
  onNavigate: () => void;
  onHandoff: () => void;
}) {
  if (message.sender === "user") {
    return (
      <li data-sender="user" className="flex justify-end pl-10">
        <p className="rounded-2xl rounded-tr-md bg-brand px-3.5 py-2 break-words whitespace-pre-wrap text-white">
          <span className="sr-only">{chatTexts.you} </span>
          <span>{message.text}</span>
        </p>
      </li>
    );
  }
  return (
    <li data-sender="bot" className="flex items-start gap-2 pr-4">
      <BotAvatar hidden={!firstOfRun} className="mt-0.5" />
      <div className="min-w-0 rounded-2xl rounded-tl-md border border-line bg-white px-3.5 py-2 break-words shadow-xs">
        <span className="sr-only">{ASSISTANT_NAME}: </span>
        <RichText
          look="compact"
          body={message.body}
          linkClassName={ANSWER_LINK}
          onLinkClick={(link) =>
            link.handoff ? onHandoff() : linkKind(link.href) === "internal" && onNavigate()
          }
        />
      </div>
    </li>
  );
}

/** The bot's round icon before its messages; `hidden` keeps its place (a message that continues a run). */
function BotAvatar({ hidden, className }: { hidden: boolean; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "on-dark inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-navy text-mint",
        hidden && "invisible",
        className,
      )}
    >
      <Bot className="size-4" />
    </span>
  );
}

/** Three dots while the bot "types"; hidden from screen readers, which hear the message itself. */
function TypingIndicator({ continued }: { continued: boolean }) {
  return (
    <div aria-hidden="true" className="mt-3 flex items-center gap-2">
      <BotAvatar hidden={continued} />
      <span className="inline-flex gap-1 rounded-2xl rounded-tl-md border border-line bg-white px-3.5 py-3">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            style={{ animationDelay: `${delay}ms` }}
            className="size-1.5 rounded-full bg-muted motion-safe:animate-bounce"
          />
        ))}
      </span>
    </div>
  );
}
