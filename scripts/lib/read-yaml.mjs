import { LineCounter, parseDocument } from "yaml";

/**
 * The one way a YAML file of content/ is read, by the content compiler (scripts/content.mjs) and by
 * the servers that need the settings before any compile (scripts/deploy-settings.mjs): the data,
 * with a way to find the line of a field for messages an editor can act on. Throws on broken YAML,
 * like `parse`; `notValidYaml` turns that error into the sentence to show.
 */
export function readYaml(text) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length) throw doc.errors[0];
  return {
    data: doc.toJS(),
    /** The 1-based line where the value at `path` starts, and whether it is a block scalar (|, >). */
    lineOf(path) {
      const node = doc.getIn(path, true);
      if (!node?.range) return { line: undefined, block: false };
      return {
        line: lineCounter.linePos(node.range[0]).line,
        block: node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED",
      };
    },
  };
}

/**
 * "content/settings.yml: not valid YAML: Map keys must be unique at line 48, column 1": the file as
 * shown (`shown`) and the first line of the parser's message (the rest quotes the file), which
 * names the line.
 */
export function notValidYaml(shown, error) {
  return `${shown}: not valid YAML: ${String(error?.message ?? error)
    .split("\n")[0]
    .replace(/:$/, "")}`;
}
