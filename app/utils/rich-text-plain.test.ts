import { describe, expect, it } from "vitest";
import { descriptionToSend } from "~/.server/vacancy-form";
import { docToPlainText, editorDefault, isRich, normalizeText } from "./rich-text-plain";

const doc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Wat ga je doen?" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Koffie in het " },
        { type: "text", text: "café", marks: [{ type: "bold" }] },
        { type: "hardBreak" },
        { type: "text", text: "op zaterdag." },
      ],
    },
  ],
};

describe("the no-JavaScript description", () => {
  it("shows a doc as paragraphs and hard breaks, and knows it has formatting", () => {
    expect(docToPlainText(doc)).toBe("Wat ga je doen?\n\nKoffie in het café\nop zaterdag.");
    expect(isRich(doc)).toBe(true);
    expect(isRich({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Gewoon." }] }] })).toBe(false);
  });

  it("gives the editor a stored doc with its plain text and whether it is rich (editorDefault)", () => {
    expect(editorDefault(doc)).toEqual({ doc, plainText: docToPlainText(doc), rich: true });
    expect(editorDefault(null)).toEqual({ doc: null, plainText: "", rich: false });
  });

  it("is sent only when the textarea's text changed (CRLF as posted by browsers counts as unchanged)", () => {
    const prefill = docToPlainText(doc);
    expect(descriptionToSend({ description: prefill.replace(/\n/g, "\r\n"), descriptionPrefill: prefill })).toBeUndefined();
    expect(descriptionToSend({ description: undefined, descriptionPrefill: undefined })).toBeUndefined();
    expect(descriptionToSend({ description: "Nieuw.", descriptionPrefill: prefill })).toBe("Nieuw.");
    // Emptied on purpose: an empty description is sent.
    expect(descriptionToSend({ description: undefined, descriptionPrefill: prefill })).toBe("");
    expect(normalizeText(" a\r\nb ")).toBe("a\nb");
  });

  it("prefers the editor's JSON when it was edited", () => {
    expect(descriptionToSend({ descriptionJson: JSON.stringify(doc), description: undefined, descriptionPrefill: undefined })).toEqual(doc);
  });
});
