import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { DEMO_PASSWORD, expect, test } from "../fixtures/accounts";

// Issue 25, "Bad input", through the web worker as a browser without JavaScript (or a script)
// posts it: unknown field names, oversized answers and files, a wrong token and a closed form each
// get a 4xx with the form (or the closed form's notice) back, and nothing is stored; nor is a post
// that fills the honeypot. The api's
// half (422 per answer, 410, 404, nothing stored or mailed) is api/src/resources/forms/forms.test.ts.
const STAFF = "medewerker@demo.example.org";

async function client(baseURL: string, signedIn: boolean): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  if (signedIn) expect((await context.post("/login", { form: { email: STAFF, password: DEMO_PASSWORD }, maxRedirects: 0 })).status()).toBe(302);
  return context;
}

const MB = 1024 * 1024;
const pdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes - 9, 0x20)]);

test.describe("bad input to a public form", () => {
  // Plain posts, no browser: once is enough.
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain posts; the no-js project sends them");

  test("each bad post gets a 4xx with the form back, and nothing is stored, nor a robot's post", async ({ baseURL }) => {
    test.setTimeout(90_000);
    const staff = await client(baseURL!, true);
    // A one-step form: a required e-mail address and an optional file.
    const made = await staff.post("/form_builder/new", { form: { title: `Foute invoer ${Date.now().toString(36)}`, retentionDays: "30" }, maxRedirects: 0 });
    expect(made.status()).toBe(302);
    const editor = made.headers()["location"]!;
    const id = editor.match(/\/form_builder\/(\d+)\/edit/)![1]!;
    const add = (type: string, labelNl: string, required: boolean) =>
      staff.post(editor, {
        form: { intent: "add-field", type, step: "1", labelNl, labelEn: "", ...(required ? { required: "on" } : {}), options: "" },
        maxRedirects: 0,
      });
    expect((await add("email", "E-mail", true)).status()).toBe(302);
    expect((await add("file", "Bijlage", false)).status()).toBe(302);
    expect((await staff.post(`/form_builder/${id}`, { form: { intent: "publish" }, maxRedirects: 0 })).status()).toBe(302);
    const overview = await (await staff.get(`/form_builder/${id}`)).text();
    const address = overview.match(/href="[^"]*?(\/forms\/[0-9a-f]{32})"/)![1]!;

    const visitor = await client(baseURL!, false);
    const post = (multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>, url = address) =>
      visitor.post(url, { multipart, maxRedirects: 0 });
    const good = { _step: "1", _intent: "send", field1: "ada@example.org" };
    const showsForm = (html: string) => {
      expect(html).toContain(`action="${address}"`);
      expect(html).toContain('name="field1"');
    };

    // A field the form does not have.
    let response = await post({ ...good, admin: "yes" });
    expect(response.status()).toBe(400);
    let html = await response.text();
    showsForm(html);
    expect(html).toContain("Het formulier bevat velden die er niet bij horen.");

    // An oversized answer: named on its field, the rest of the form as it was.
    response = await post({ ...good, field1: `${"a".repeat(70_000)}@example.org` });
    expect(response.status()).toBe(400);
    html = await response.text();
    showsForm(html);
    expect(html).toMatch(/Dit is te lang of te veel\.|Vul een geldig e-mailadres in/);

    // A file over its limit (2 MB), and a post too large to read at all.
    response = await post({ ...good, field2: { name: "groot.pdf", mimeType: "application/pdf", buffer: pdf(2 * MB + 100 * 1024) } });
    expect(response.status()).toBe(400);
    html = await response.text();
    showsForm(html);
    expect(html).toContain("Dit bestand is te groot.");
    response = await post({ ...good, field2: { name: "enorm.pdf", mimeType: "application/pdf", buffer: pdf(3 * MB) } });
    expect(response.status()).toBe(413);
    html = await response.text();
    showsForm(html);
    expect(html).toContain("Wat je stuurde is te groot");

    // A wrong token: no form to give back, the not-found page.
    expect((await post(good, "/forms/00000000000000000000000000000000")).status()).toBe(404);

    // The honeypot filled in (a robot): thanked as anyone, and dropped.
    response = await post({ ...good, website: "https://spam.example" });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(`${address}?sent=1`);

    // Closed: the answers are refused with the form's notice.
    expect((await staff.post(`/form_builder/${id}`, { form: { intent: "close" }, maxRedirects: 0 })).status()).toBe(302);
    response = await post(good);
    expect(response.status()).toBe(410);
    expect(await response.text()).toContain("Dit formulier is gesloten.");

    // Nothing half saved: the owner sees no submission.
    expect(await (await staff.get(`/form_builder/${id}`)).text()).toContain("0 inzendingen");
    await staff.dispose();
    await visitor.dispose();
  });
});
