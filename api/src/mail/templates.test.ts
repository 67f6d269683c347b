import { describe, expect, it } from "vitest";
import { LOCALES } from "../db/accounts-schema";
import { type MailKind, renderTemplate } from "./templates";

const KINDS: MailKind[] = ["confirmation", "reconfirmation", "reset_password", "account_deleted", "invitation"];
const vars = {
  siteName: "Centrale <Zuid>",
  name: "Ada & Co",
  link: "https://demo.localhost/confirm?confirmation_token=a&b",
};

describe("mail templates", () => {
  it.each(KINDS.flatMap((kind) => LOCALES.map((locale) => [kind, locale] as const)))(
    "%s in %s renders a subject, plain text and escaped HTML",
    (kind, locale) => {
      const mail = renderTemplate(kind, locale, vars);
      expect(mail.subject).toContain("Centrale <Zuid>");
      expect(mail.text).toContain("Ada & Co");
      expect(mail.html).toContain("Ada &amp; Co");
      expect(mail.html).not.toContain("<Zuid>");
      if (kind !== "account_deleted") {
        expect(mail.text).toContain(vars.link);
        expect(mail.html).toContain('href="https://demo.localhost/confirm?confirmation_token=a&amp;b"');
      }
    },
  );

  it("speaks Dutch and English", () => {
    expect(renderTemplate("confirmation", "nl", vars).text).toMatch(/^Beste Ada & Co,/);
    expect(renderTemplate("confirmation", "en", vars).text).toMatch(/^Dear Ada & Co,/);
    expect(renderTemplate("account_deleted", "nl", { ...vars, name: null }).text).toMatch(/^Beste,/);
  });
});

describe("organization_status", () => {
  const status = {
    siteName: "Centrale Zuid",
    name: null,
    organization: "<Club> & Co",
    status: "denied",
    reason: "Geen <b>KvK</b>",
  };

  it("names the organization, the new status and the reason, escaped in HTML", () => {
    const nl = renderTemplate("organization_status", "nl", status);
    expect(nl.subject).toBe("<Club> & Co is afgewezen");
    expect(nl.text).toContain("Toelichting: Geen <b>KvK</b>");
    expect(nl.html).toContain("&lt;Club&gt; &amp; Co");
    expect(nl.html).not.toContain("<b>KvK</b>");
    const en = renderTemplate("organization_status", "en", {
      ...status,
      status: "approved",
    });
    expect(en.subject).toBe("<Club> & Co has been approved");
    expect(en.text).toContain("Reason: Geen <b>KvK</b>");
  });
});

describe("organization_pending", () => {
  const pending = {
    siteName: "Centrale Zuid",
    name: "Stella",
    organization: "<Club> & Co",
    link: "https://demo.localhost/organizations/approve",
  };

  it("tells staff which organization waits, with a link to the approval queue, in nl and en", () => {
    const nl = renderTemplate("organization_pending", "nl", pending);
    expect(nl.subject).toBe("<Club> & Co wacht op goedkeuring");
    expect(nl.text).toMatch(/^Beste Stella,/);
    expect(nl.text).toContain("aangemeld bij Centrale Zuid");
    expect(nl.text).toContain(pending.link);
    expect(nl.html).toContain("&lt;Club&gt; &amp; Co");
    const en = renderTemplate("organization_pending", "en", pending);
    expect(en.subject).toBe("<Club> & Co awaits approval");
    expect(en.text).toContain("signed up at Centrale Zuid");
    expect(en.html).toContain(`href="${pending.link}"`);
  });
});
