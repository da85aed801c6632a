import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import budgets from "./budgets.json" with { type: "json" };
import { openHydrated } from "./helpers";
import { templateSamples } from "./site-map";

const limits = budgets as { default: number; routes: Record<string, number> };

for (const path of templateSamples) {
  test(`${path} loads no more JavaScript before interaction than its budget`, async ({ page }, testInfo) => {
    const scripts = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await openHydrated(page, path);
    await page.waitForLoadState("networkidle");
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const budget = limits.routes[path] ?? limits.default;
    testInfo.annotations.push({ type: "js-gzip-bytes", description: `${path}: ${total} of ${budget}` });
    console.log(`JS budget ${path}: ${total} B gzip in ${scripts.size} files (budget ${budget})`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(budget);
  });
}
