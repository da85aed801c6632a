/**
 * The chatbot's conversation as a pure state machine (spec §4 "Chat flow", §5 keyword and yes/no
 * rules, §9 delays). `reduce(state, event, context)` returns the next state and never touches
 * timers, the DOM or storage: delayed bot messages are recorded in `state.pending` with the time
 * they are due, and whoever runs the machine (see `chat-store.ts`) dispatches a `tick` when the
 * earliest one is due. Time comes in through `context.now`, so tests drive it with fake clocks.
 */

import { CHAT_FOLLOW_UP_DELAY_MS, CHAT_HISTORY_MAX_MESSAGES, CHAT_REPLY_DELAY_MS } from "~/content/constants";
import { say, type RichText } from "~/lib/rich-text";

/* ---------------------------------------------------------------------------- the script shape */

/** What the bot does once an option's answer has been given. */
export type AfterAnswer = "ask-more" | "farewell";

export interface ChatOption<Id extends string = string> {
  id: Id;
  /** Button label; also the visitor's message when the button is chosen. */
  label: string;
  answer: RichText;
  then: AfterAnswer;
}

/** The words and answers of a conversation; `script.ts` holds ours. */
export interface ChatScript<Id extends string = string> {
  /** Bot messages shown when the conversation starts. */
  welcome: readonly RichText[];
  /** The option buttons, in the order shown. */
  options: readonly ChatOption<Id>[];
  /** Keyword lists per option, in mapping order: the first option with a matching keyword wins. */
  keywords: readonly { option: Id; words: readonly string[] }[];
  followUp: string;
  thanks: RichText;
  notUnderstood: string;
  farewell: string;
}

/* ------------------------------------------------------------------------------------- state */

export type ChatMessage =
  { id: number; sender: "user"; text: string } | { id: number; sender: "bot"; body: RichText };

/** A bot message waiting for its delay. */
export type PendingStep =
  | { id: number; due: number; kind: "answer"; option: string }
  | { id: number; due: number; kind: "follow-up" }
  | { id: number; due: number; kind: "farewell" };

export interface ChatState {
  messages: readonly ChatMessage[];
  /** The option buttons are shown (the original's `showDemo`). */
  showOptions: boolean;
  /** The text input accepts typing (the original's `isInputEnabled`). */
  inputEnabled: boolean;
  /** What is typed in the input (the original's `userMessage`); cleared by every send. */
  draft: string;
  /** Delayed bot messages, earliest first. */
  pending: readonly PendingStep[];
  /** Next message / step id. */
  nextId: number;
}

export type ChatEvent =
  | { type: "choose"; option: string }
  | { type: "type"; text: string }
  | { type: "send" }
  | { type: "tick" }
  | { type: "restart" };

export interface EngineContext<Id extends string = string> {
  script: ChatScript<Id>;
  /** Current time in ms (the injected clock). */
  now: number;
}

/* -------------------------------------------------------------------------------- the rules */

/** The option whose keyword list first matches the message (lowercased substring), if any. */
export function matchKeyword<Id extends string>(script: ChatScript<Id>, message: string): Id | undefined {
  const text = message.toLowerCase();
  return script.keywords.find(({ words }) =>
    words.some((word) => word !== "" && text.includes(word.toLowerCase())),
  )?.option;
}

/** "yes", "no" or anything else, ignoring case, surrounding spaces and closing punctuation. */
export function readAnswer(message: string): "yes" | "no" | "other" {
  const answer = message
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, "");
  return answer === "yes" ? "yes" : answer === "no" ? "no" : "other";
}

export function initialState(script: ChatScript): ChatState {
  return {
    messages: script.welcome.map((body, index) => ({ id: index + 1, sender: "bot", body })),
    showOptions: true,
    inputEnabled: false,
    draft: "",
    pending: [],
    nextId: script.welcome.length + 1,
  };
}

function addMessage(
  state: ChatState,
  message: { sender: "user"; text: string } | { sender: "bot"; body: RichText },
): ChatState {
  return {
    ...state,
    messages: [...state.messages, { ...message, id: state.nextId }].slice(-CHAT_HISTORY_MAX_MESSAGES),
    nextId: state.nextId + 1,
  };
}

type NewStep = PendingStep extends infer Step ? (Step extends PendingStep ? Omit<Step, "id"> : never) : never;

function addPending(state: ChatState, step: NewStep): ChatState {
  const pending = [...state.pending, { ...step, id: state.nextId } as PendingStep].sort(
    (a, b) => a.due - b.due,
  );
  return { ...state, pending, nextId: state.nextId + 1 };
}

/** Starts an option's answer: options hidden, input disabled, the answer due after the reply delay. */
function startAnswer(state: ChatState, option: string, now: number): ChatState {
  return addPending(
    { ...state, showOptions: false, inputEnabled: false },
    { kind: "answer", option, due: now + CHAT_REPLY_DELAY_MS },
  );
}

/** The not-understood reply: the options again, the input off until the next follow-up. */
function notUnderstood(state: ChatState, script: ChatScript): ChatState {
  return {
    ...addMessage(state, { sender: "bot", body: say(script.notUnderstood) }),
    showOptions: true,
    inputEnabled: false,
  };
}

/** Delivers one due step, possibly scheduling the next one relative to `now`. */
function deliver(state: ChatState, step: PendingStep, context: EngineContext): ChatState {
  const { script, now } = context;
  switch (step.kind) {
    case "answer": {
      const option = script.options.find((candidate) => candidate.id === step.option);
      if (!option) return notUnderstood(state, script);
      const answered = addMessage(state, { sender: "bot", body: option.answer });
      const next = option.then === "farewell" ? "farewell" : "follow-up";
      return addPending(answered, { kind: next, due: now + CHAT_FOLLOW_UP_DELAY_MS });
    }
    case "follow-up":
      return { ...addMessage(state, { sender: "bot", body: say(script.followUp) }), inputEnabled: true };
    case "farewell":
      return addMessage(state, { sender: "bot", body: say(script.farewell) });
  }
}

/**
 * The next state of the conversation. Unknown or out-of-turn events (an option chosen while the
 * buttons are hidden, a send while the bot is still replying, an empty send) leave it unchanged.
 */
export function reduce(state: ChatState, event: ChatEvent, context: EngineContext): ChatState {
  const { script, now } = context;
  switch (event.type) {
    case "choose": {
      const option = script.options.find((candidate) => candidate.id === event.option);
      if (!state.showOptions || state.pending.length > 0 || !option) return state;
      return startAnswer(addMessage(state, { sender: "user", text: option.label }), option.id, now);
    }
    case "type":
      return event.text === state.draft ? state : { ...state, draft: event.text };
    case "send": {
      const text = state.draft.trim();
      if (text === "" || state.pending.length > 0) return state;
      const sent = addMessage({ ...state, draft: "" }, { sender: "user", text });
      const option = matchKeyword(script, text);
      if (option !== undefined) return startAnswer(sent, option, now);
      if (!state.inputEnabled) return notUnderstood(sent, script);
      switch (readAnswer(text)) {
        case "yes":
          return { ...sent, showOptions: true, inputEnabled: false };
        case "no":
          return addMessage(sent, { sender: "bot", body: script.thanks });
        case "other":
          return notUnderstood(sent, script);
      }
      return sent;
    }
    case "tick": {
      let next = state;
      // Deliver every step that is due, in order; a delivered step may schedule a later one.
      for (let step = next.pending[0]; step && step.due <= now; step = next.pending[0]) {
        next = deliver({ ...next, pending: next.pending.slice(1) }, step, context);
      }
      return next;
    }
    case "restart":
      return initialState(script);
  }
}

/** When the next `tick` should run, or `undefined` when nothing is waiting. */
export function nextDue(state: ChatState): number | undefined {
  return state.pending[0]?.due;
}

/** Whether the bot is composing a reply (a step is waiting), for a typing indicator. */
export function isReplying(state: ChatState): boolean {
  return state.pending.length > 0;
}
