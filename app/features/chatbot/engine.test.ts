import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHAT_FOLLOW_UP_DELAY_MS,
  CHAT_HISTORY_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REPLY_DELAY_MS,
} from "~/content/constants";
import { createChatStore, type ChatStorage, type ChatStore } from "./chat-store";
import {
  initialState,
  matchKeyword,
  readAnswer,
  reduce,
  type ChatEvent,
  type ChatScript,
  type ChatState,
} from "./engine";
import { linksOf, plainText, say } from "~/lib/rich-text";
import { chatScript, FAREWELL, FOLLOW_UP, NOT_UNDERSTOOD, WELCOME_QUESTION } from "./script";

/** What the visitor sees, one line per message: "bot: ..." / "user: ...". */
function transcript(state: ChatState): string[] {
  return state.messages.map((message) =>
    message.sender === "user" ? `user: ${message.text}` : `bot: ${plainText(message.body)}`,
  );
}

const answer = (id: string) =>
  `bot: ${plainText(chatScript.options.find((option) => option.id === id)!.answer)}`;

describe("the pure engine", () => {
  const at = (now: number) => ({ script: chatScript, now });
  function run(state: ChatState, now: number, ...events: ChatEvent[]): ChatState {
    return events.reduce((current, event) => reduce(current, event, at(now)), state);
  }

  it("starts with the welcome, the question, the six options and the input off", () => {
    const state = initialState(chatScript);
    expect(transcript(state)).toEqual([
      expect.stringMatching(/^bot: .*Altura IT Solutions/),
      `bot: ${WELCOME_QUESTION}`,
    ]);
    expect(chatScript.options.map((option) => option.label)).toEqual([
      "Explore Services",
      "Roles & Skills Requirements",
      "Hiring TimeLine and Process",
      "Work Arrangement",
      "Job Opportunities",
      "Connect with Us",
    ]);
    expect(state).toMatchObject({ showOptions: true, inputEnabled: false, draft: "", pending: [] });
  });

  it("records delayed replies as pending steps with their due time and delivers them on tick", () => {
    let state = run(initialState(chatScript), 5000, { type: "choose", option: "services" });
    expect(state.pending).toEqual([
      expect.objectContaining({ kind: "answer", due: 5000 + CHAT_REPLY_DELAY_MS }),
    ]);
    state = run(state, 5000 + CHAT_REPLY_DELAY_MS - 1, { type: "tick" });
    expect(state.messages).toHaveLength(3);
    state = run(state, 5000 + CHAT_REPLY_DELAY_MS, { type: "tick" });
    expect(transcript(state).at(-1)).toBe(answer("services"));
    expect(state.pending).toEqual([
      expect.objectContaining({
        kind: "follow-up",
        due: 5000 + CHAT_REPLY_DELAY_MS + CHAT_FOLLOW_UP_DELAY_MS,
      }),
    ]);
  });

  it("delivers every overdue step of a late tick in order (a reload after a long pause)", () => {
    const state = run(initialState(chatScript), 0, { type: "choose", option: "roles" });
    const late = run(state, 60_000, { type: "tick" });
    // The answer is delivered; the follow-up is scheduled relative to the delivery.
    expect(transcript(late).at(-1)).toBe(answer("roles"));
    expect(late.pending[0]?.due).toBe(60_000 + CHAT_FOLLOW_UP_DELAY_MS);
    expect(transcript(run(late, 61_500, { type: "tick" })).at(-1)).toBe(`bot: ${FOLLOW_UP}`);
  });

  it("ignores out-of-turn events", () => {
    const start = initialState(chatScript);
    const choosing = run(start, 0, { type: "choose", option: "services" });
    expect(run(choosing, 10, { type: "choose", option: "roles" })).toBe(choosing);
    expect(run(start, 0, { type: "choose", option: "no-such-option" })).toBe(start);
    expect(run(start, 0, { type: "send" })).toBe(start);
    expect(run(start, 0, { type: "type", text: "   " }, { type: "send" }).messages).toBe(start.messages);
    expect(run(choosing, 10, { type: "type", text: "job" }, { type: "send" }).messages).toBe(
      choosing.messages,
    );
    expect(run(start, 0, { type: "tick" })).toBe(start);
  });

  it("restart drops the conversation and anything pending", () => {
    const busy = run(initialState(chatScript), 0, { type: "choose", option: "jobs" });
    expect(run(busy, 10, { type: "restart" })).toEqual(initialState(chatScript));
  });

  it("says everything as structured data, never as HTML", () => {
    const json = JSON.stringify(chatScript);
    expect(json).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(plainText(say("a", { text: "b", href: "/company" }, "c"))).toBe("abc");
  });
});

describe("keyword detection (spec §5)", () => {
  const tiny: ChatScript = {
    welcome: [],
    options: [],
    keywords: [
      { option: "first", words: ["alpha", "shared"] },
      { option: "second", words: ["beta", "shared"] },
    ],
    followUp: "",
    thanks: [],
    notUnderstood: "",
    farewell: "",
  };

  it("lowercases the message and matches substrings", () => {
    expect(matchKeyword(tiny, "Tell me about ALPHAbet soup")).toBe("first");
    expect(matchKeyword(tiny, "BETA")).toBe("second");
    expect(matchKeyword(tiny, "nothing here")).toBeUndefined();
  });

  it("takes the first option in mapping order when several match", () => {
    expect(matchKeyword(tiny, "beta and alpha")).toBe("first");
    expect(matchKeyword(tiny, "shared")).toBe("first");
    expect(matchKeyword({ ...tiny, keywords: [...tiny.keywords].reverse() }, "beta and alpha")).toBe(
      "second",
    );
  });

  it("maps typical questions to the right option in our script", () => {
    const cases: [string, string][] = [
      ["Do you have any job openings?", "jobs"],
      ["I'd like to email my resume", "jobs"],
      ["How can I contact you?", "connect"],
      ["What's your phone number?", "connect"],
      ["How long does hiring take?", "hiring"],
      ["Can the team work remote?", "work"],
      ["Do you offer offshore or contract staff?", "work"],
      ["I need a senior Java developer", "roles"],
      ["What skills do your people have?", "roles"],
      ["Tell me about your Salesforce services", "services"],
      ["Do you do cyber security?", "services"],
    ];
    for (const [message, option] of cases)
      expect([message, matchKeyword(chatScript, message)]).toEqual([message, option]);
  });

  it("recognises every option label typed as free text", () => {
    for (const option of chatScript.options) expect(matchKeyword(chatScript, option.label)).toBe(option.id);
  });

  it("has no keyword inside yes, no or the fixed questions, so answers reach the yes/no handler", () => {
    for (const text of ["yes", "no", "YES", "No", "yes please", "no thanks", "ok", "hello"]) {
      expect([text, matchKeyword(chatScript, text)]).toEqual([text, undefined]);
    }
  });

  it("keeps every keyword lowercase and non-empty", () => {
    for (const { words } of chatScript.keywords) {
      for (const word of words) expect(word).toMatch(/^[^A-Z]+$/);
    }
    expect(chatScript.keywords.map((entry) => entry.option).sort()).toEqual(
      chatScript.options.map((option) => option.id).sort(),
    );
  });
});

describe("yes/no answers (spec §5)", () => {
  it("match case-insensitively, ignoring spaces and closing punctuation", () => {
    for (const text of ["yes", "YES", "Yes", " yEs ", "yes!"]) expect(readAnswer(text)).toBe("yes");
    for (const text of ["no", "NO", "No", " no. "]) expect(readAnswer(text)).toBe("no");
    for (const text of ["yeah", "nope", "y", "n", "maybe", "yes no"]) expect(readAnswer(text)).toBe("other");
  });
});

describe("the flow with real timers faked (spec §4, §9 delays)", () => {
  let store: ChatStore;
  const state = () => store.getState();
  const last = () => transcript(state()).at(-1);
  function send(text: string) {
    store.dispatch({ type: "type", text });
    store.dispatch({ type: "send" });
  }
  /** Chooses an option and waits until the follow-up question enables the input. */
  function chooseAndWait(option: string) {
    store.dispatch({ type: "choose", option });
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS + CHAT_FOLLOW_UP_DELAY_MS);
    expect(last()).toBe(`bot: ${FOLLOW_UP}`);
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-01T09:00:00Z"));
    store = createChatStore({ script: chatScript });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const option of chatScript.options.filter((candidate) => candidate.then === "ask-more")) {
    it(`${option.label}: hides the options, echoes the label, answers after 1000 ms, asks after 1500 ms more`, () => {
      store.dispatch({ type: "choose", option: option.id });
      expect(state()).toMatchObject({ showOptions: false, inputEnabled: false });
      expect(last()).toBe(`user: ${option.label}`);

      vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1);
      expect(last()).toBe(`user: ${option.label}`);
      vi.advanceTimersByTime(1);
      expect(last()).toBe(answer(option.id));
      expect(state().inputEnabled).toBe(false);

      vi.advanceTimersByTime(CHAT_FOLLOW_UP_DELAY_MS - 1);
      expect(last()).toBe(answer(option.id));
      expect(state().inputEnabled).toBe(false);
      vi.advanceTimersByTime(1);
      expect(last()).toBe(`bot: ${FOLLOW_UP}`);
      expect(state()).toMatchObject({ inputEnabled: true, showOptions: false, pending: [] });
    });
  }

  it("Job Opportunities: the careers link after 1000 ms, then 'Have a great day!' after 1500 ms, no question", () => {
    store.dispatch({ type: "choose", option: "jobs" });
    expect(last()).toBe("user: Job Opportunities");
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1);
    expect(last()).toBe("user: Job Opportunities");
    vi.advanceTimersByTime(1);
    const careers = state().messages.at(-1);
    expect(careers?.sender === "bot" && linksOf(careers.body).map((link) => link.href)).toContain("/careers");
    vi.advanceTimersByTime(CHAT_FOLLOW_UP_DELAY_MS - 1);
    expect(last()).toBe(answer("jobs"));
    vi.advanceTimersByTime(1);
    expect(last()).toBe(`bot: ${FAREWELL}`);
    vi.advanceTimersByTime(60_000);
    expect(last()).toBe(`bot: ${FAREWELL}`);
    expect(state()).toMatchObject({ inputEnabled: false, showOptions: false, pending: [] });
  });

  it("yes (any case): the options show again and the input is disabled", () => {
    chooseAndWait("services");
    send("YeS");
    expect(last()).toBe("user: YeS");
    expect(state()).toMatchObject({ showOptions: true, inputEnabled: false, draft: "" });
  });

  it("no: a thank-you message", () => {
    chooseAndWait("connect");
    send("No");
    expect(transcript(state()).slice(-2)).toEqual(["user: No", `bot: ${plainText(chatScript.thanks)}`]);
    expect(last()).toMatch(/^bot: Thank you/);
    expect(state().showOptions).toBe(false);
  });

  it("anything else: the not-understood reply and the options again", () => {
    chooseAndWait("work");
    send("maybe later");
    expect(transcript(state()).slice(-2)).toEqual(["user: maybe later", `bot: ${NOT_UNDERSTOOD}`]);
    expect(state()).toMatchObject({ showOptions: true, inputEnabled: false });
  });

  it("a keyword in free text triggers its option with the same delays, the visitor's words kept", () => {
    chooseAndWait("services");
    send("Any CAREER openings in Hyderabad?");
    expect(last()).toBe("user: Any CAREER openings in Hyderabad?");
    expect(state()).toMatchObject({ showOptions: false, inputEnabled: false, draft: "" });
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1);
    expect(last()).toBe("user: Any CAREER openings in Hyderabad?");
    vi.advanceTimersByTime(1);
    expect(last()).toBe(answer("jobs"));
    vi.advanceTimersByTime(CHAT_FOLLOW_UP_DELAY_MS);
    expect(last()).toBe(`bot: ${FAREWELL}`);
  });

  it("free text while the input is off and no keyword matches: not understood, options shown", () => {
    send("hello there");
    expect(transcript(state()).slice(-2)).toEqual(["user: hello there", `bot: ${NOT_UNDERSTOOD}`]);
    expect(state()).toMatchObject({ showOptions: true, inputEnabled: false });
  });

  it("clears the input after each send, whatever the branch", () => {
    for (const text of ["yes", "no", "what?", "contact"]) {
      store.dispatch({ type: "restart" });
      chooseAndWait("roles");
      store.dispatch({ type: "type", text });
      expect(state().draft).toBe(text);
      store.dispatch({ type: "send" });
      expect(state().draft).toBe("");
    }
  });

  it("keeps what the visitor typed as plain text, markup included", () => {
    chooseAndWait("services");
    const markup = '<img src=x onerror=alert(1)> <script>alert("x")</script>';
    send(markup);
    expect(state().messages.at(-2)).toEqual(expect.objectContaining({ sender: "user", text: markup }));
  });

  it("notifies subscribers on every change and stops after unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: "choose", option: "services" });
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(CHAT_FOLLOW_UP_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("restart cancels the reply that was on its way", () => {
    store.dispatch({ type: "choose", option: "services" });
    store.dispatch({ type: "restart" });
    vi.advanceTimersByTime(10_000);
    expect(transcript(state())).toEqual(transcript(initialState(chatScript)));
  });
});

describe("the store's injected clock, scheduler and storage", () => {
  function memoryStorage(): ChatStorage & { data: Map<string, string> } {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    };
  }

  /** A scheduler the test runs by hand, with a clock it moves. */
  function manualTime() {
    let now = 0;
    const tasks: { at: number; run: () => void; cancelled: boolean }[] = [];
    return {
      clock: { now: () => now },
      scheduler: {
        schedule(delayMs: number, run: () => void) {
          const task = { at: now + delayMs, run, cancelled: false };
          tasks.push(task);
          return () => {
            task.cancelled = true;
          };
        },
      },
      advance(ms: number) {
        now += ms;
        for (const task of tasks.splice(0).filter((candidate) => !candidate.cancelled)) {
          if (task.at <= now) task.run();
          else tasks.push(task);
        }
      },
      live: () => tasks.filter((task) => !task.cancelled).length,
    };
  }

  it("keeps one timer, for the earliest pending step, and uses the injected clock", () => {
    const time = manualTime();
    const store = createChatStore({ script: chatScript, ...time });
    store.dispatch({ type: "choose", option: "hiring" });
    expect(time.live()).toBe(1);
    time.advance(CHAT_REPLY_DELAY_MS);
    expect(transcript(store.getState()).at(-1)).toBe(answer("hiring"));
    expect(time.live()).toBe(1);
    time.advance(CHAT_FOLLOW_UP_DELAY_MS);
    expect(transcript(store.getState()).at(-1)).toBe(`bot: ${FOLLOW_UP}`);
    expect(time.live()).toBe(0);
  });

  it("saves the conversation and a new store (a reload) picks it up, pending replies included", () => {
    const storage = memoryStorage();
    const first = manualTime();
    const before = createChatStore({ script: chatScript, storage, ...first });
    before.dispatch({ type: "choose", option: "connect" });
    before.dispatch({ type: "type", text: "half-typed" });

    // The page is reloaded 400 ms later: the answer is still 600 ms away.
    const second = manualTime();
    second.advance(400);
    const after = createChatStore({ script: chatScript, storage, ...second });
    expect(after.getState()).toEqual(before.getState());
    second.advance(CHAT_REPLY_DELAY_MS - 400 - 1);
    expect(transcript(after.getState()).at(-1)).toBe("user: Connect with Us");
    second.advance(1);
    expect(transcript(after.getState()).at(-1)).toBe(answer("connect"));
  });

  it("keeps the latest messages of a long chat, and a reload picks the whole of it up", () => {
    const storage = memoryStorage();
    const store = createChatStore({ script: chatScript, storage, ...manualTime() });
    // Each unrecognised question adds the visitor's line and the not-understood reply.
    for (let question = 1; question <= CHAT_HISTORY_MAX_MESSAGES; question += 1) {
      store.dispatch({ type: "type", text: `question ${question}` });
      store.dispatch({ type: "send" });
    }
    const lines = transcript(store.getState());
    expect(lines).toHaveLength(CHAT_HISTORY_MAX_MESSAGES);
    expect(lines.at(-2)).toBe(`user: question ${CHAT_HISTORY_MAX_MESSAGES}`);
    expect(lines).not.toContain("user: question 1");
    const reloaded = createChatStore({ script: chatScript, storage, ...manualTime() });
    expect(reloaded.getState()).toEqual(store.getState());
  });

  it("drops a saved chat larger than the engine ever keeps, before replaying any of it", () => {
    const storage = memoryStorage();
    const fresh = initialState(chatScript);
    const steps = Array.from({ length: 30_000 }, (_, index) => ({
      id: index + 10,
      due: index,
      kind: "farewell",
    }));
    const userLine = (text: string) => [{ id: 3, sender: "user", text }];
    for (const saved of [
      { ...fresh, pending: steps },
      { ...fresh, pending: steps.slice(0, 2) },
      {
        ...fresh,
        messages: Array.from({ length: CHAT_HISTORY_MAX_MESSAGES + 1 }, (_, id) => ({
          id,
          sender: "user",
          text: "hi",
        })),
      },
      { ...fresh, messages: userLine("x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1)) },
      { ...fresh, draft: "x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
    ]) {
      storage.setItem("altura:chat", JSON.stringify(saved));
      const time = manualTime();
      const store = createChatStore({ script: chatScript, storage, ...time });
      expect(store.getState()).toEqual(fresh);
      expect(time.live()).toBe(0);
    }
  });

  it("starts afresh when the saved data is missing, corrupt or unreadable", () => {
    const storage = memoryStorage();
    storage.setItem("altura:chat", "{not json");
    expect(createChatStore({ script: chatScript, storage }).getState()).toEqual(initialState(chatScript));
    storage.setItem("altura:chat", JSON.stringify({ messages: "nope" }));
    expect(createChatStore({ script: chatScript, storage }).getState()).toEqual(initialState(chatScript));
    // The right top level with messages of another shape (an earlier release's, a hand edit).
    const fresh = initialState(chatScript);
    for (const messages of [
      [{ id: 1, sender: "bot", body: "a string, not rich text" }],
      [
        {
          id: 1,
          sender: "bot",
          body: [{ kind: "paragraph", parts: [{ text: "x", href: "javascript:alert(1)" }] }],
        },
      ],
      [{ id: "1", sender: "user", text: "hi" }],
      [null],
    ]) {
      storage.setItem("altura:chat", JSON.stringify({ ...fresh, messages }));
      expect(createChatStore({ script: chatScript, storage }).getState(), JSON.stringify(messages)).toEqual(
        fresh,
      );
    }
    storage.setItem("altura:chat", JSON.stringify({ ...fresh, pending: [{ id: 9, due: 1, kind: "dance" }] }));
    expect(createChatStore({ script: chatScript, storage }).getState()).toEqual(fresh);
    const throwing: ChatStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => undefined,
    };
    const store = createChatStore({ script: chatScript, storage: throwing });
    expect(() => store.dispatch({ type: "choose", option: "services" })).not.toThrow();
  });
});
