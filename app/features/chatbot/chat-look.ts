/**
 * What the chat's stand-in (./chat-stand-in.tsx, drawn at build) and the head script that fills it
 * (./chat-restore.ts, inline in every page) share with the panel: names in the DOM and the one
 * class the script draws itself. No imports: the head script inlines this module.
 */

/** On `<html>`: the chat was open on the last page, so the stand-in shows until the panel comes. */
export const CHAT_RESTORED = "data-chat-restored";

/** On the stand-in: the panel as drawn at build with no conversation, shown by app.css. */
export const CHAT_STAND_IN = "data-chat-stand-in";

/** On the stand-in's `<template>`: one message of each sender, empty, for the script to copy. */
export const CHAT_STAND_IN_MESSAGES = "data-chat-stand-in-messages";

/** A link in an answer (chat-panel.tsx); the stand-in draws its words with the same look. */
export const ANSWER_LINK = "font-semibold text-brand underline underline-offset-2 hover:text-navy";
