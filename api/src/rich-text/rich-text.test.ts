import { describe, expect, it } from "vitest";
import { JsonApiError } from "../jsonapi/errors";
import { fromPlainText, toPlainText } from "./plain-text";
import { renderRichText } from "./render";
import { parseRichText, storedRichText } from "./validate";

const doc = (...content: unknown[]) => ({ type: "doc", content });
const p = (...content: unknown[]) => ({ type: "paragraph", content });
const text = (t: string, marks?: unknown[]) => ({
  type: "text",
  text: t,
  ...(marks && { marks }),
});
const link = (href: unknown) => ({ type: "link", attrs: { href } });

function refusal(value: unknown) {
  try {
    parseRichText("description", value);
  } catch (error) {
    expect(error).toBeInstanceOf(JsonApiError);
    const [e] = (error as JsonApiError).errors;
    expect(e.status).toBe("422");
    return e;
  }
  throw new Error("accepted");
}

const html = (value: unknown) => renderRichText(parseRichText("description", value));

describe("rich text", () => {
  it("renders every allowed node and mark", () => {
    const value = doc(
      {
        type: "heading",
        attrs: { level: 2 },
        content: [text("Wat ga je doen?")],
      },
      p(text("Vet", [{ type: "bold" }]), { type: "hardBreak" }, text("schuin", [{ type: "italic" }])),
      {
        type: "bulletList",
        content: [{ type: "listItem", content: [p(text("een"))] }],
      },
      {
        type: "orderedList",
        attrs: { start: 3, type: null },
        content: [{ type: "listItem", content: [p(text("drie"))] }],
      },
      { type: "blockquote", content: [p(text("citaat"))] },
      p(
        text("mail", [
          {
            type: "link",
            attrs: {
              href: "mailto:a@b.nl",
              target: "_blank",
              rel: "x",
              class: null,
            },
          },
        ]),
      ),
    );
    expect(html(value)).toBe(
      "<h2>Wat ga je doen?</h2><p><strong>Vet</strong><br><em>schuin</em></p><ul><li><p>een</p></li></ul>" +
        '<ol start="3"><li><p>drie</p></li></ol><blockquote><p>citaat</p></blockquote>' +
        '<p><a href="mailto:a@b.nl" rel="nofollow noopener noreferrer">mail</a></p>',
    );
  });

  it.each(["<script>alert(1)</script>", '<img src=x onerror="alert(1)">', '"><svg onload=alert(1)>', "javascript:alert(1)"])(
    "escapes the payload %s in text",
    (payload) => {
      const out = html(doc(p(text(payload))));
      expect(out).not.toMatch(/<(script|img|svg)/i);
      expect(out).not.toMatch(/<[^>]+\son\w+=/i);
      expect(out).not.toContain("href");
      expect(out.replace(/^<p>|<\/p>$/g, "")).not.toMatch(/[<>]/);
    },
  );

  it("escapes payloads in plain text input too", () => {
    const out = html('<script>alert("x")</script>\n\n<b onmouseover=alert(1)>hi</b>');
    expect(out).toBe("<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p><p>&lt;b onmouseover=alert(1)&gt;hi&lt;/b&gt;</p>");
  });

  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example.org",
    "/\\evil.example.org",
    42,
  ])("refuses the link href %s with a pointer to it", (href) => {
    const e = refusal(doc(p(text("klik", [link(href)]))));
    expect(e.source).toEqual({
      pointer: "/data/attributes/description/content/0/content/0/marks/0/attrs/href",
    });
  });

  it("keeps http(s), mailto and tel links, quoting them safely", () => {
    expect(html(doc(p(text("x", [link('https://example.org/?q="><script>')]))))).toBe(
      '<p><a href="https://example.org/?q=%22%3E%3Cscript%3E" rel="nofollow noopener noreferrer">x</a></p>',
    );
    expect(html(doc(p(text("x", [link("tel:+31201234567")]))))).toContain('href="tel:+31201234567"');
  });

  it.each([
    [doc({ type: "image", attrs: { src: "x", onerror: "alert(1)" } }), "/content/0/attrs/onerror", "onerror"],
    [doc({ type: "image", attrs: { src: "https://evil.example.org/a.png", alt: "" } }), "/content/0/attrs/src", "site's files"],
    [doc({ type: "image", attrs: { src: `/files/demo/content/${"a".repeat(64)}.pdf`, alt: "" } }), "/content/0/attrs/src", "site's files"],
    [doc({ type: "heading", attrs: { level: 1 }, content: [] }), "/content/0/attrs/level", "level"],
    [doc(p(text("x", [{ type: "underline" }]))), "/content/0/content/0/marks/0/type", "underline"],
    [doc(p(text("x", [{ type: "bold", attrs: { style: "x" } }]))), "/content/0/content/0/marks/0/attrs", "attrs"],
    [doc({ type: "paragraph", attrs: { style: "color:red" }, content: [] }), "/content/0/attrs", "attrs"],
    [doc(p({ type: "codeBlock" })), "/content/0/content/0/type", "codeBlock"],
    [doc(p(text(""))), "/content/0/content/0/text", "non-empty"],
    [doc({ type: "bulletList", content: [p(text("x"))] }), "/content/0/content/0/type", "listItem"],
    [{ type: "doc", content: [], html: "<script>" }, "/html", "html"],
    [{ type: "paragraph" }, "", "Tiptap"],
  ])("refuses %j at its pointer", (value, pointer, word) => {
    const e = refusal(value);
    expect(e.source?.pointer).toBe(`/data/attributes/description${pointer}`);
    expect(e.detail).toContain(word);
  });

  it("refuses a doc nested too deeply", () => {
    let node: unknown = p(text("x"));
    for (let i = 0; i < 20; i++) node = { type: "blockquote", content: [node] };
    expect(refusal(doc(node)).detail).toContain("nested");
  });

  it("keeps a link to a path of this site and an image of the site's files", () => {
    const src = `/files/demo/content/${"a".repeat(64)}.png`;
    const out = html(doc(p(text("formulier", [link("/forms/abc")])), { type: "image", attrs: { src, alt: 'Een "zon"', title: null } }));
    expect(out).toBe(
      `<p><a href="/forms/abc" rel="nofollow noopener noreferrer">formulier</a></p><img src="${src}" alt="Een &quot;zon&quot;" loading="lazy" decoding="async">`,
    );
  });

  it("reads an image line of the textarea as an image, and writes it back the same way", () => {
    const src = `/files/stock/image/${"b".repeat(64)}.png`;
    const value = fromPlainText(`Boven\n\n![Een zon](${src})\n\n![x](https://evil.example.org/a.png)`);
    expect(value.content[1]).toEqual({ type: "image", attrs: { src, alt: "Een zon" } });
    expect(value.content[2]?.type).toBe("paragraph");
    expect(toPlainText(value)).toBe(`Boven\n\n![Een zon](${src})\n\n![x](https://evil.example.org/a.png)`);
  });

  it("turns plain-text paragraphs into a doc and back", () => {
    const value = fromPlainText("Eerste regel\r\ntweede regel\n\n\nNieuwe alinea  \n");
    expect(value).toEqual(doc(p(text("Eerste regel"), { type: "hardBreak" }, text("tweede regel")), p(text("Nieuwe alinea"))));
    expect(toPlainText(value)).toBe("Eerste regel\ntweede regel\n\nNieuwe alinea");
    expect(fromPlainText("  \n\n ")).toEqual(doc());
  });

  it("re-checks stored docs and falls back to an empty doc", () => {
    expect(storedRichText(JSON.stringify(doc({ type: "image" })))).toEqual(doc());
    expect(storedRichText("{broken")).toEqual(doc());
    expect(storedRichText(JSON.stringify(doc(p(text("ok")))))).toEqual(doc(p(text("ok"))));
  });
});
