import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { seedFixtures } from "../../../test/fixtures";
import { expectDocument, expectError, postDocument } from "../../../test/request";

beforeEach(() => seedFixtures(env.DB));

const preview = (attributes: object) => postDocument("/api/v1/rich_text_previews", "rich_text_previews", attributes);

describe("POST /api/v1/rich_text_previews", () => {
  it("answers the doc as it would be stored and the HTML the server renders from it", async () => {
    const doc = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Hoi <b>", marks: [{ type: "bold" }] }] }],
    };
    const { data } = await expectDocument(await preview({ doc }), 200);
    expect(data.attributes.doc).toEqual(doc);
    expect(data.attributes.html).toBe("<p><strong>Hoi &lt;b&gt;</strong></p>");
    expect(data.attributes.plain_text).toBe("Hoi <b>");
  });

  it("turns plain text into paragraphs, as the form without JavaScript sends it", async () => {
    const { data } = await expectDocument(await preview({ doc: "Een\n\nTwee" }), 200);
    expect(data.attributes.html).toBe("<p>Een</p><p>Twee</p>");
  });

  it("refuses a node outside the allowlist and a javascript: link with a 422 pointing into the doc", async () => {
    const script = { type: "doc", content: [{ type: "script", content: [] }] };
    expect((await expectError(await preview({ doc: script }), 422)).source.pointer).toMatch(/^\/data\/attributes\/doc/);
    const link = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }] }],
    };
    await expectError(await preview({ doc: link }), 422);
  });
});
