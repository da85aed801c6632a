import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { escapeMarkup } from "~/lib/escape";
import { buttonClasses } from "./button";

/** The page script (app/lib/page-script.ts) finds the facade, its button and its frame by these. */
export const EMBED_FACADE = "data-embed-facade";
export const EMBED_LOAD = "data-embed-load";

interface EmbedFacadeProps {
  /** The third-party page to frame once asked. */
  src: string;
  /** Accessible title of the frame. */
  title: string;
  /** Button content, e.g. an icon and "Show the map". */
  action: ReactNode;
  /** Says where the content comes from, under the button. */
  note: string;
  /** What stands in for the frame until then (decorative). */
  placeholder: ReactNode;
  className?: string;
}

/**
 * A click-to-load third-party frame: nothing is requested from the other site until the visitor
 * presses the button; then the frame replaces the placeholder and receives focus. Rendered at
 * build time: the frame waits in a `<template>` (inert, never requested), and the page script
 * swaps it in on the press (no React). The button shows only where scripting runs.
 *
 * The frame is the template's markup, not a React child: React rendering in the browser (the
 * editor's preview) appends children to the `<template>` element itself, where the frame is live
 * and loads the other site at once; markup set on a template goes into its inert content, in the
 * built HTML and in the browser alike.
 */
export function EmbedFacade({ src, title, action, note, placeholder, className }: EmbedFacadeProps) {
  return (
    <div {...{ [EMBED_FACADE]: "" }} className={cn("relative bg-brand-50", className)}>
      <template
        dangerouslySetInnerHTML={{
          __html: `<iframe src="${escapeMarkup(src)}" title="${escapeMarkup(title)}" class="absolute inset-0 size-full border-0" referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
        }}
      />
      {placeholder}
      <div className="on-dark absolute inset-0 flex flex-col items-center justify-center gap-3 bg-linear-to-t from-ink/55 via-ink/10 to-transparent p-6 text-center">
        <button
          type="button"
          {...{ [EMBED_LOAD]: "" }}
          className={buttonClasses("light", "mt-auto noscript:invisible")}
        >
          {action}
        </button>
        <p className="text-sm font-medium text-white">{note}</p>
      </div>
    </div>
  );
}
