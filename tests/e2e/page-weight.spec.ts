import { gzipSync } from "node:zlib";
import type { Browser, Response } from "@playwright/test";
import { expect, test } from "../fixtures/accounts";
import { publicRows, type RouteRow } from "../sweep/routes";

// The page-weight budget of every public page (docs/performance.md), on the built app as
// `npm start` serves it, in Chromium with JavaScript on (the js project; see the test). Sizes are
// compressed bytes on the wire: wrangler compresses text with gzip, as Cloudflare does (which may
// pick brotli, smaller still); a text response that arrives uncompressed is gzipped here.
export const BUDGET = { firstHtml: 14 * 1024, htmlAndCss: 50 * 1024 };

type Kind = "html" | "css" | "js" | "other";
interface Weight {
  url: string;
  status: number;
  bytes: Record<Kind, number>;
  requests: number;
  problems: string[];
}

const kindOf = (response: Response): Kind => {
  const type = response.request().resourceType();
  if (type === "document") return "html";
  if (type === "stylesheet") return "css";
  if (type === "script") return "js";
  return "other";
};

async function compressedSize(response: Response) {
  const encoded = (await response.request().sizes()).responseBodySize;
  if (response.headers()["content-encoding"]) return encoded;
  const type = response.headers()["content-type"] ?? "";
  return /text|javascript|json|svg|xml/.test(type) ? gzipSync(await response.body()).length : encoded;
}

async function measure(browser: Browser, row: RouteRow, url: string, javaScriptEnabled: boolean, use: object): Promise<Weight> {
  // A fresh context per page: a first visit, nothing cached.
  const context = await browser.newContext({ ...use, javaScriptEnabled });
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on("response", (response) => void responses.push(response));
  const first = await page.goto(url);
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");
  const bytes: Record<Kind, number> = { html: 0, css: 0, js: 0, other: 0 };
  for (const response of responses) bytes[kindOf(response)] += await compressedSize(response);
  const firstHtml = first ? await compressedSize(first) : 0;
  const problems: string[] = [];
  if (firstHtml > BUDGET.firstHtml) problems.push(`first HTML ${kb(firstHtml)} > ${kb(BUDGET.firstHtml)}`);
  if (bytes.html + bytes.css > BUDGET.htmlAndCss) problems.push(`HTML+CSS ${kb(bytes.html + bytes.css)} > ${kb(BUDGET.htmlAndCss)}`);
  // Scripts in the document: none, unless the page needs an island, and then only ones that wait
  // for the content (module, defer or async; JSON data blocks are not scripts). A few lines inline
  // (at most 800 characters: the map region's starter, which unhides the region and adds the
  // island's module after the first paint, once the region is in view, issue 29) load nothing up front, so block nothing.
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll("script")]
      .filter((s) => !/json/.test(s.type))
      .map((s) => ({ src: s.src || "(inline)", waits: s.type === "module" || s.defer || s.async || (!s.src && s.text.length <= 800) })),
  );
  if (!row.island && scripts.length) problems.push(`scripts on a page that needs none: ${scripts.map((s) => s.src).join(", ")}`);
  if (!row.island && bytes.js) problems.push(`${kb(bytes.js)} of JavaScript on a page that needs none`);
  for (const script of scripts.filter((s) => !s.waits)) problems.push(`script that blocks the content: ${script.src}`);
  await context.close();
  return { url, status: first?.status() ?? 0, bytes, requests: responses.length, problems };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(weights: Weight[]) {
  const head = ["page", "status", "HTML", "CSS", "JS", "other", "HTML+CSS", "requests"];
  const rows = weights.map((w) => [
    w.url,
    String(w.status),
    kb(w.bytes.html),
    kb(w.bytes.css),
    kb(w.bytes.js),
    kb(w.bytes.other),
    kb(w.bytes.html + w.bytes.css),
    String(w.requests),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [head, ...rows].map((r) => r.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ")).join("\n");
}

test.describe("page weight", () => {
  // Error screens answer with their status, which the browser logs.
  test.use({ allowedErrors: /status of (404|500) / });

  // With JavaScript on only (issue 16): every check is one the no-JS visit would pass too, and
  // stricter here (the same first HTML; CSS and scripts an island adds on top; the scripts in the
  // hydrated document include those the server sent), so the run without JavaScript proved nothing more.
  test("every public page stays within the budget", { tag: "@only-js" }, async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    const { javaScriptEnabled = true, baseURL, locale, userAgent } = testInfo.project.use;
    // Three pages at a time, each in its own context (issue 16: one after the other took 78 s, most
    // of it each page's half second of network quiet): the sizes do not depend on the order.
    const pages = publicRows().flatMap((row) => (row.urls ?? []).map((url) => ({ row, url })));
    const weights: Weight[] = new Array(pages.length);
    let next = 0;
    const measureNext = async (): Promise<void> => {
      const i = next++;
      if (i >= pages.length) return;
      weights[i] = await measure(browser, pages[i].row, pages[i].url, javaScriptEnabled, { baseURL, locale, userAgent });
      return measureNext();
    };
    await Promise.all([measureNext(), measureNext(), measureNext()]);
    const report = `Page weight, JavaScript ${javaScriptEnabled ? "on" : "off"} (compressed bytes)\n${table(weights)}`;
    console.log(report);
    await testInfo.attach("page-weight.txt", { body: report, contentType: "text/plain" });
    expect(
      weights.flatMap((w) => w.problems.map((p) => `${w.url}: ${p}`)),
      "pages past the budget",
    ).toEqual([]);
  });
});
