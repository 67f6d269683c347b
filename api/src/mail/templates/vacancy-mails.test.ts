import { describe, expect, it } from "vitest";
import { LOCALES } from "../../db/accounts-schema";
import { type MailKind, renderTemplate } from ".";

const KINDS: MailKind[] = ["application_received", "application_new", "application_status", "application_withdrawn", "vacancy_expiry"];
const vars = {
  siteName: "Centrale Zuid",
  name: "Ada",
  vacancy: "<script>alert(1)</script> Café",
  organization: "Club & Co",
  applicant: 'Eve "onerror=alert(1)"',
  message: "<img src=x onerror=alert(1)>",
  status: "accepted",
  date: "2027-01-31",
  link: "https://demo.localhost/vacancies/1/edit",
};

describe("vacancy and application mails", () => {
  it.each(KINDS.flatMap((kind) => LOCALES.map((locale) => [kind, locale] as const)))(
    "%s in %s names the vacancy and escapes every value in HTML",
    (kind, locale) => {
      const mail = renderTemplate(kind, locale, vars);
      expect(mail.subject).toContain("Café");
      expect(mail.text).toContain("<script>alert(1)</script> Café");
      expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Café");
      expect(mail.html).not.toMatch(/<(script|img)/);
      expect(mail.html).not.toContain('"onerror');
    },
  );

  it("speaks Dutch and English and shows the button only with a link", () => {
    expect(renderTemplate("application_status", "nl", vars).text).toContain("op 'aangenomen' gezet");
    expect(renderTemplate("application_status", "en", vars).text).toContain("to 'accepted'");
    expect(renderTemplate("vacancy_expiry", "nl", vars).text).toContain(vars.link);
    expect(renderTemplate("vacancy_expiry", "nl", { ...vars, link: undefined }).html).not.toContain("<a ");
  });
});
