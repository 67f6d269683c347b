import { describe, expect, it } from "vitest";
import { escapeXml, jsonFeedDocument, rssDocument, type VacancyFeed } from "./vacancy-feed";

const feed: VacancyFeed = {
  title: 'Vacatures "koffie & thee" - Demo',
  description: "Vrijwilligerswerk",
  language: "nl",
  homeUrl: "https://demo.example.org/vacancies/search?q=koffie&city=Epe",
  feedUrl: "https://demo.example.org/vacancies/feed.rss?q=koffie&city=Epe",
  items: [
    {
      id: "https://demo.example.org/vacancies/1",
      url: "https://demo.example.org/vacancies/1-cafe-bar-keuken",
      title: "Café <bar> & 'keuken'",
      organization: "Sport & Spel",
      html: '<p>Schenk <strong>koffie</strong> <a href="https://x.example/?a=1&amp;b=2">hier</a></p>',
      published: "2026-11-03T08:00:00.000Z",
    },
    {
      id: "https://demo.example.org/vacancies/2",
      url: "https://demo.example.org/vacancies/2-zonder-datum",
      title: "Zonder datum\u0001",
      organization: null,
      html: "",
      published: null,
    },
  ],
};

describe("the vacancy feeds", () => {
  it("escapes the five XML characters and drops control characters XML cannot carry", () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u000B\t\n`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;\t\n");
  });

  it("writes RSS 2.0 whose texts and links come back unchanged when parsed", () => {
    const xml = rssDocument(feed);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>Café &lt;bar&gt; &amp; &apos;keuken&apos;</title>");
    expect(xml).toContain("<link>https://demo.example.org/vacancies/search?q=koffie&amp;city=Epe</link>");
    expect(xml).toContain("<pubDate>Tue, 03 Nov 2026 08:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Sport &amp; Spel</category>");
    // The description's HTML is text in the XML, escaped once more (its own &amp; becomes &amp;amp;).
    expect(xml).toContain("&lt;strong&gt;koffie&lt;/strong&gt;");
    expect(xml).toContain("a=1&amp;amp;b=2");
    expect(xml).toContain("<title>Zonder datum</title>");
    expect(xml.match(/<item>/g)).toHaveLength(2);
    // The link is the readable address; the guid stays the same when the title changes.
    expect(xml).toContain("<link>https://demo.example.org/vacancies/1-cafe-bar-keuken</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://demo.example.org/vacancies/1</guid>');
  });

  it("writes JSON Feed 1.1 items with absolute ids, authors only when known", () => {
    const json = jsonFeedDocument(feed);
    expect(json.version).toBe("https://jsonfeed.org/version/1.1");
    expect(json.items[0]).toEqual({
      id: "https://demo.example.org/vacancies/1",
      url: "https://demo.example.org/vacancies/1-cafe-bar-keuken",
      title: "Café <bar> & 'keuken'",
      content_html: feed.items[0].html,
      date_published: "2026-11-03T08:00:00.000Z",
      authors: [{ name: "Sport & Spel" }],
    });
    expect(Object.keys(json.items[1])).toEqual(["id", "url", "title", "content_html"]);
  });
});
