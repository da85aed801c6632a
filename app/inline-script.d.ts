/** A module's default export as an inline script (scripts/astro/inline-scripts.mjs). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
