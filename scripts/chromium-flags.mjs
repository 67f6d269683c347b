// Debian's Chromium as every automated run starts it, the end-to-end tests (playwright.config.ts)
// and Lighthouse (scripts/lighthouse.mjs): headless, no sandbox (containers), no GPU, and nothing
// that reaches for the internet on its own (none here) or adds background work to a measurement.
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
