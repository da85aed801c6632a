/** A short plain-text answer that is never cached (errors, the outbox's replies); a response already under way is cut off instead. */
export function replyText(res, status, headers, text) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(text);
}
