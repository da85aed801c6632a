import matter from "gray-matter";
import { parse } from "yaml";

/**
 * Front matter and body of a Markdown file (gray-matter). The front matter is read by the `yaml`
 * package like the YAML records of content/ (YAML 1.2: a date stays the text "2024-07-16", as the
 * content schemas expect).
 */
export const readFrontMatter = (text) => matter(text, { engines: { yaml: (source) => parse(source) ?? {} } });
