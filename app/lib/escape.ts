/** Text made safe inside HTML or XML, in content and in attribute values. */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);
