/** Text made safe inside HTML or XML, in content and in attribute values. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

/** Data as JSON inside a `<script>` element (JSON-LD, a data block): a `<` in it must not end the element. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
