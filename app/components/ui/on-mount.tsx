import { memo, useEffect } from "react";

/**
 * Runs `run` once mounted: placed after other components in a Suspense boundary, once they have
 * mounted (hydrated, or rendered with their code); as a boundary's fallback, when it shows.
 */
export const OnMount = memo(function OnMount({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
});
