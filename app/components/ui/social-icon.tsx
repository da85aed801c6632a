import type { ReactNode } from "react";
import type { ComponentProps } from "react";

/** Simple monochrome glyphs for the social networks in `site.social` (lucide has no brand icons). */
const glyphs: Record<string, ReactNode> = {
  LinkedIn: (
    <>
      <circle cx="6.5" cy="6.5" r="1.8" />
      <rect x="4.8" y="9.6" width="3.4" height="9.4" rx="0.4" />
      <path d="M10.4 9.6h3.2v1.4c.6-1 1.8-1.7 3.3-1.7 2.6 0 3.6 1.7 3.6 4.4V19h-3.4v-4.8c0-1.2-.4-2.1-1.5-2.1-1.2 0-1.8.9-1.8 2.1V19h-3.4z" />
    </>
  ),
  X: <path d="M3.5 3.5h5.2l4.1 5.6 4.9-5.6h2.3l-6.2 7.1 6.9 9.9h-5.2l-4.5-6.2-5.4 6.2H3.3l6.7-7.7z" />,
  Facebook: (
    <path d="M13.8 21v-7.3h2.6l.4-3.1h-3V8.7c0-.9.3-1.5 1.5-1.5H17V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H8.2v3.1h2.6V21z" />
  ),
  Instagram: (
    <path
      fillRule="evenodd"
      d="M7.8 3h8.4A4.8 4.8 0 0 1 21 7.8v8.4a4.8 4.8 0 0 1-4.8 4.8H7.8A4.8 4.8 0 0 1 3 16.2V7.8A4.8 4.8 0 0 1 7.8 3zm0 1.8a3 3 0 0 0-3 3v8.4a3 3 0 0 0 3 3h8.4a3 3 0 0 0 3-3V7.8a3 3 0 0 0-3-3zM12 7.6a4.4 4.4 0 1 1 0 8.8 4.4 4.4 0 0 1 0-8.8zm0 1.8a2.6 2.6 0 1 0 0 5.2 2.6 2.6 0 0 0 0-5.2zm4.7-3.2a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z"
    />
  ),
};

export function SocialIcon({ name, ...props }: { name: string } & ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {glyphs[name] ?? <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
