import { island } from "~/components/ui/island";
import { AnalyticsMount } from "~/features/analytics/mount";

/** Analytics (page views, the consent banner), in a build that configures it: loaded when idle. */
export const AnalyticsIsland = island(AnalyticsMount);
