/**
 * A multipart/form-data body read into its fields and files as the email service reads it: with
 * the platform's own parser (`Response.formData()`). The fake services of the Chromium tests
 * (e2e/email-service.ts) and of the engines' journeys (proof/engines/email-double.mjs) both use it.
 *
 * @typedef {{ field: string, filename: string, type: string, data: Buffer }} SentFile
 * @typedef {{ fields: Record<string, string>, files: SentFile[] }} SentForm
 * @param {string} contentType the request's Content-Type, with its boundary
 * @param {Uint8Array} body
 * @returns {Promise<SentForm>} rejects when the body is not multipart
 */
export async function readMultipart(contentType, body) {
  const form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  /** @type {Record<string, string>} */
  const fields = {};
  /** @type {SentFile[]} */
  const files = [];
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = value;
    else
      files.push({
        field: name,
        filename: value.name,
        type: value.type,
        data: Buffer.from(await value.arrayBuffer()),
      });
  }
  return { fields, files };
}
