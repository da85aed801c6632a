export interface FeedItem {
  title: string;
  description: string;
  path: string;
  date: string;
  category: string;
}

export interface FeedChannel {
  title: string;
  description: string;
  siteUrl: string;
  feedPath: string;
  pagePath: string;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** RSS 2.0 for the insights articles, newest first as given. */
export function buildRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const url = (path: string) => `${channel.siteUrl}${path}`;
  const newest = items[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${url(channel.pagePath)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en-us</language>
    <atom:link href="${url(channel.feedPath)}" rel="self" type="application/rss+xml"/>${
      newest ? `\n    <lastBuildDate>${new Date(`${newest}T12:00:00Z`).toUTCString()}</lastBuildDate>` : ""
    }
${items
  .map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${url(item.path)}</link>
      <guid isPermaLink="true">${url(item.path)}</guid>
      <description>${escapeXml(item.description)}</description>
      <category>${escapeXml(item.category)}</category>
      <pubDate>${new Date(`${item.date}T12:00:00Z`).toUTCString()}</pubDate>
    </item>`,
  )
  .join("\n")}
  </channel>
</rss>
`;
}
