import { isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from "yaml";

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
    runTogether: runTogetherItems(doc, text, lineCounter),
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

/**
 * List items that swallowed the items after them: a "- " indented deeper than the first item's
 * continues its text, so "- Own the roadmap" followed by "   - Lead the team" is one item reading
 * "Own the roadmap - Lead the team". YAML allows it; an owner never means it. Each with its field's
 * path (dotted, items by index) and line.
 */
function runTogetherItems(doc, text, lineCounter) {
  const found = [];
  visit(doc, {
    Seq(_, seq, ancestry) {
      seq.items.forEach((item, index) => {
        if (!isScalar(item) || item.type !== "PLAIN" || !item.range) return;
        const written = text.slice(item.range[0], item.range[1]);
        if (!/\n[ \t]*- /.test(written)) return;
        const chain = [...ancestry, seq];
        const path = chain.flatMap((node, at) => {
          if (isPair(node)) return [node.key?.value];
          if (isSeq(node) && at + 1 < chain.length) return [node.items.indexOf(chain[at + 1])];
          return [];
        });
        path.push(index);
        found.push({ path: path.join("."), line: lineCounter.linePos(item.range[0]).line });
      });
    },
  });
  return found;
}
