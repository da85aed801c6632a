/**
 * The shape of a saved conversation (chat-store.ts keeps it in sessionStorage), as a zod schema:
 * a saved chat of another shape (an earlier release's, or edited by hand) is dropped and the chat
 * starts afresh instead of failing when its messages are drawn. Links in saved bot messages must
 * follow the site's link policy (lib/links.ts), as the script's own do. What it keeps is bounded
 * as the engine bounds it (the history's length, one step waiting at a time, what the input takes),
 * so a hand-edited or hostile saved chat is dropped at once instead of being replayed step by step.
 */
import * as z from "zod/mini";
import { CHAT_HISTORY_MAX_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from "~/content/constants";
import { LINK_PATTERN, type Href } from "~/lib/links";
import type { Block, Inline } from "~/lib/rich-text";
import type { ChatState } from "./engine";

const id = z.number();
const typed = z.string().check(z.maxLength(CHAT_MESSAGE_MAX_LENGTH));
const parts = () => z.array(inline);

const inline: z.ZodMiniType<Inline> = z.union([
  z.string(),
  z.object({
    text: z.string(),
    href: z.custom<Href>((value) => typeof value === "string" && LINK_PATTERN.test(value)),
    handoff: z.optional(z.literal(true)),
  }),
  z.object({
    mark: z.enum(["strong", "em", "code"]),
    get parts() {
      return parts();
    },
  }),
]);

const block: z.ZodMiniType<Block> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), parts: parts() }),
  z.object({ kind: z.literal("heading"), level: z.literal([2, 3, 4]), parts: parts() }),
  z.object({
    kind: z.literal("list"),
    ordered: z.optional(z.boolean()),
    start: z.optional(z.number()),
    items: z.array(parts()),
  }),
]);

export const savedChatSchema: z.ZodMiniType<ChatState> = z.object({
  messages: z
    .array(
      z.discriminatedUnion("sender", [
        z.object({ id, sender: z.literal("user"), text: typed }),
        z.object({ id, sender: z.literal("bot"), body: z.array(block) }),
      ]),
    )
    .check(z.maxLength(CHAT_HISTORY_MAX_MESSAGES)),
  showOptions: z.boolean(),
  inputEnabled: z.boolean(),
  draft: typed,
  pending: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({ id, due: z.number(), kind: z.literal("answer"), option: z.string() }),
        z.object({ id, due: z.number(), kind: z.enum(["follow-up", "farewell"]) }),
      ]),
    )
    .check(z.maxLength(1)),
  nextId: id,
});
