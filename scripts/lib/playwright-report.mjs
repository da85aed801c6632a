/**
 * Every spec of a Playwright JSON report (its `json` reporter), however deep its describe blocks
 * nest: title, file, line and its tests (one per project, each with `status` "expected",
 * "unexpected", "flaky" or "skipped", and its `results`).
 */
export function playwrightSpecs(report) {
  const walk = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(walk)];
  return (report?.suites ?? []).flatMap(walk);
}
