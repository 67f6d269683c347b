import { describe, expect, it } from "vitest";
import { metricsFor, parseAnalyticsSearch } from "./analytics-search";
import type { Features } from "./tenant";

const features = (on: Partial<Features>): Features => ({
  volunteerProfiles: true,
  activities: true,
  oneOnOneHelp: true,
  oneOnOneHelpWording: "oneOnOne",
  centerSharing: false,
  ...on,
});

describe("the figures of a tenant", () => {
  it("leave out the counts of a feature the tenant does not have", () => {
    expect(metricsFor(features({}))).toContain("help_requests_matched");
    expect(metricsFor(features({ oneOnOneHelp: false }))).not.toContain("help_requests_matched");
    expect(metricsFor(features({ activities: false }))).not.toContain("activity_sign_ups");
    expect(metricsFor(features({ activities: false, oneOnOneHelp: false }))).toEqual([
      "vacancies_published",
      "applications",
      "applications_accepted",
      "new_volunteers",
      "new_organizations",
    ]);
  });

  it("fall back to applications for a metric the tenant does not show", () => {
    const url = new URL("http://demo.localhost/analytics?metric=help_requests_matched");
    expect(parseAnalyticsSearch(url, metricsFor(features({ oneOnOneHelp: false }))).metric).toBe("applications");
    expect(parseAnalyticsSearch(url, metricsFor(features({}))).metric).toBe("help_requests_matched");
  });
});
