import { createIsbotFromList, list } from "isbot";

// isbot's list also names browsers that audit a page rather than crawl a site, and those must see
// the page a person sees (the error page included), since that page is what they audit:
// - "audit": any browser whose user agent mentions an audit (an accessibility or security audit
//   tool driving a real Chrome, a company's audit build);
// - "chrome-lighthouse": Lighthouse (PageSpeed Insights, Chrome's devtools) runs a real Chrome whose
//   user agent ends in "Chrome-Lighthouse";
// - "headless": axe's CLI, pa11y and other audit tools drive a headless Chrome ("HeadlessChrome/…").
// Crawlers that audit sites still name themselves a bot ("SiteAuditBot"), which the list's other
// patterns catch.
const AUDITING_BROWSERS = new Set(["audit", "chrome-lighthouse", "headless"]);
const patterns = list.filter((pattern) => !AUDITING_BROWSERS.has(pattern));

/** Whether a user agent is a crawler's, which gets a failed page's status without the page (spec section 8). */
export const isCrawler: (userAgent: string) => boolean = createIsbotFromList(patterns);
