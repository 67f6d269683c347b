import { createIsbotFromList, list } from "isbot";

// isbot's list holds the bare word "audit", so any browser whose user agent mentions an audit (an
// accessibility or security audit tool driving a real Chrome, a company's audit build) was taken
// for a crawler and got a bare status instead of the error page. Crawlers that audit sites still
// name themselves a bot ("SiteAuditBot"), which the list's other patterns catch.
const patterns = list.filter((pattern) => pattern !== "audit");

/** Whether a user agent is a crawler's, which gets a failed page's status without the page (spec section 8). */
export const isCrawler: (userAgent: string) => boolean = createIsbotFromList(patterns);
