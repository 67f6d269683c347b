import { describe, expect, it } from "vitest";
import { isCrawler } from "./crawler";

describe("isCrawler", () => {
  it("takes a browser whose user agent says audit for a browser", () => {
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(isCrawler(`${chrome} audit`)).toBe(false);
    expect(isCrawler(`${chrome} AccessibilityAudit/2.0`)).toBe(false);
    expect(isCrawler(chrome)).toBe(false);
  });

  it("takes Lighthouse and the audit tools driving a headless Chrome for browsers", () => {
    expect(
      isCrawler(
        "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      ),
    ).toBe(false);
    expect(isCrawler("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36")).toBe(false);
  });

  it("still knows the crawlers, those that audit sites included", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; SiteAuditBot/0.97; +http://www.semrush.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "curl/8.5.0",
    ])
      expect(isCrawler(agent), agent).toBe(true);
  });
});
