import type { RecordOf } from "~/content/schema";

/** The home page's buttons and the names screen readers hear (content/pages/home.yml `labels`). */
export type HomeLabels = RecordOf<"home">["labels"];
