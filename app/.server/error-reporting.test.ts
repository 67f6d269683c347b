import { reportingOptions, reportsErrors, routeOfPath, scrubEvent, scrubText } from "@contract/error-reporting";
import { describe, expect, it } from "vitest";

// The scrubbing every error report passes in both workers (contract/error-reporting).
describe("scrubEvent", () => {
  const event = {
    event_id: "0123456789abcdef0123456789abcdef",
    release: "r-1",
    user: { id: "7", email: "sam@example.org", ip_address: "203.0.113.9" },
    message: "Could not mail vera@example.org with token abcdef0123456789ABCDEF0123",
    request: {
      url: "https://demo.example/confirm?confirmation_token=abc123abc123abc123abc123abc",
      method: "POST",
      headers: { Cookie: "inzet_session=s3cr3t", "access-token": "t0k3n" },
      cookies: { inzet_session: "s3cr3t" },
      data: { password: "Geheim-123" },
      query_string: "confirmation_token=abc",
    },
    extra: { session: { credentials: "x" }, note: "plain", phone: "0612345678" },
    exception: { values: [{ type: "Error", value: "Failed for anton@example.org", stacktrace: { frames: [{ function: "reportTestError" }] } }] },
    breadcrumbs: [{ message: "GET /users/5 for sam@example.org" }],
  };

  it("drops the user, request headers, cookies, body, query and breadcrumbs", () => {
    const scrubbed = scrubEvent(event) as Record<string, unknown>;
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.breadcrumbs).toBeUndefined();
    expect(scrubbed.request).toEqual({ url: "https://demo.example/confirm", method: "POST" });
  });

  it("leaves no e-mail address, token or secret-named value anywhere, and keeps its own ids and stack", () => {
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    expect(text).not.toMatch(/@example\.org|s3cr3t|t0k3n|Geheim|0612345678|abcdef0123456789ABCDEF0123/);
    expect(scrubbed.message).toBe("Could not mail [email] with token [token]");
    expect(scrubbed.extra).toEqual({ session: "[redacted]", note: "plain", phone: "[redacted]" });
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(text).toContain("reportTestError");
  });
});

describe("the options both workers pass to Sentry", () => {
  it("are off without a DSN, never send personal data, and scrub before sending", () => {
    expect(reportingOptions({ dsn: "", release: "r", environment: "production", worker: "web" }).dsn).toBeUndefined();
    const options = reportingOptions({ dsn: "https://key@o1.ingest.example/2", release: "r", environment: "production", worker: "api" });
    expect(options).toMatchObject({
      dsn: "https://key@o1.ingest.example/2",
      sendDefaultPii: false,
      maxBreadcrumbs: 0,
      initialScope: { tags: { worker: "api" } },
    });
    expect(options.beforeSend({ user: { email: "a@b.nl" } })).toEqual({});
  });

  it("file a route with ids as placeholders and tokens scrubbed", () => {
    expect(routeOfPath("/vacancies/12/edit")).toBe("/vacancies/:id/edit");
    expect(scrubText("/x/abc123abc123abc123abc123abc")).toBe("/x/[token]");
  });
});

// Both workers (server.ts, api/src/index.ts) run through Sentry's instrumentation only where it has
// somewhere to report to.
describe("reportsErrors", () => {
  it("is off without a DSN, or with an empty one", () => {
    expect(reportsErrors({})).toBe(false);
    expect(reportsErrors({ SENTRY_DSN: "" })).toBe(false);
    expect(reportsErrors({ SENTRY_DSN: undefined })).toBe(false);
  });

  it("is on when the worker has a DSN", () => {
    expect(reportsErrors({ SENTRY_DSN: "http://key@127.0.0.1:9000/1" })).toBe(true);
  });
});
