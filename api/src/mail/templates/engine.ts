import { TEMPLATE_VARIABLES, type TemplateKind, type TemplateVariable, VARIABLE_PATTERN } from "@contract/notification-templates";
import { escapeHtml } from "../render";
import type { Block, Inline, Mark, RichTextDoc } from "../../rich-text/types";
import type { ListItem, TemplateValues } from "./values";

// A template is a subject and a sanitized rich-text body (docs/mail.md "Templates"). Rendering
// substitutes `{{variable}}` in text only, escaping every value for HTML, so neither a value nor
// an editor can put markup into a mail beyond what the rich-text allowlist allows.

/** A paragraph that is only `[Label]({{var}})`: the mail's button. Inside a text: a link. */
const BUTTON = /^\[([^\]\n]{1,120})\]\(\{\{\s*([a-z_]+)\s*\}\}\)$/;
const INLINE_LINK = /\[([^\]\n]{1,120})\]\(\{\{\s*([a-z_]+)\s*\}\}\)/g;
const ALONE = /^\{\{\s*([a-z_]+)\s*\}\}$/;

const inlineText = (content: Inline[] | undefined) => (content ?? []).map((n) => (n.type === "text" ? n.text : "\n")).join("");

/** Every text of a doc (each paragraph, heading and list item), to look for variables. */
export function docTexts(doc: RichTextDoc): string[] {
  const out: string[] = [];
  const walk = (blocks: Block[]) => {
    for (const b of blocks) {
      if (b.type === "paragraph" || b.type === "heading") out.push(inlineText(b.content));
      else if (b.type === "blockquote") walk(b.content);
      else if (b.type === "bulletList" || b.type === "orderedList") b.content.forEach((i) => walk(i.content));
    }
  };
  walk(doc.content);
  return out;
}

/** `code`: unknown_variable, list_variable (a list inside a sentence), missing_variable. */
export type TemplateProblem = { field: "subject" | "body"; detail: string; code: string; variable: string };

/**
 * What is wrong with a template's text for its kind: a variable it does not know, a list variable
 * inside a sentence (or in the subject), a required one missing. Empty when it is fine.
 */
export function templateProblems(kind: TemplateKind, subject: string, body: RichTextDoc): TemplateProblem[] {
  const known = new Map(TEMPLATE_VARIABLES[kind].map((v) => [v.name, v]));
  const problems: TemplateProblem[] = [];
  const used = new Set<string>();
  const check = (field: "subject" | "body", text: string) => {
    for (const m of text.matchAll(VARIABLE_PATTERN)) {
      const name = m[1]!;
      const variable = known.get(name);
      if (!variable) {
        problems.push({
          field,
          code: "unknown_variable",
          variable: name,
          detail: `{{${name}}} is not a variable of this mail. Known: ${[...known.keys()].map((k) => `{{${k}}}`).join(", ")}.`,
        });
        continue;
      }
      used.add(name);
      if (variable.block && (field === "subject" || !ALONE.test(text.trim())))
        problems.push({ field, code: "list_variable", variable: name, detail: `{{${name}}} is a list: put it on a line of its own in the text.` });
    }
  };
  check("subject", subject);
  for (const text of docTexts(body)) check("body", text);
  for (const variable of TEMPLATE_VARIABLES[kind])
    if (variable.required && !used.has(variable.name))
      problems.push({ field: "body", code: "missing_variable", variable: variable.name, detail: `{{${variable.name}}} is required in this mail.` });
  return problems;
}

// --- rendering -------------------------------------------------------------------------------

interface Rendered {
  text: string;
  html: string;
}

const valueText = (values: TemplateValues, name: string): string => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

function substitute(text: string, values: TemplateValues): string {
  return text.replace(VARIABLE_PATTERN, (_, name: string) => valueText(values, name));
}

/** A paragraph using an optional variable that has no value is left out ("Toelichting: "). */
function dropped(text: string, values: TemplateValues, variables: Map<string, TemplateVariable>): boolean {
  for (const m of text.matchAll(VARIABLE_PATTERN)) {
    const variable = variables.get(m[1]!);
    if (variable?.optional && variable.name !== "name" && valueText(values, variable.name) === "") return true;
    if (variable?.block && ((values[variable.name] as ListItem[] | undefined)?.length ?? 0) === 0) return true;
  }
  return false;
}

/** `Beste {{name}},` without a name: `Beste,`, not `Beste ,`. */
const tidy = (text: string) => text.replace(/ +([,.!?:;])/g, "$1").replace(/ {2,}/g, " ");

const linkStyle = "color:#047857";

function wrap(mark: Mark, html: string): string {
  if (mark.type === "bold") return `<strong>${html}</strong>`;
  if (mark.type === "italic") return `<em>${html}</em>`;
  return `<a href="${escapeHtml(mark.attrs.href)}" style="${linkStyle}">${html}</a>`;
}

function inlines(content: Inline[] | undefined, values: TemplateValues): Rendered {
  let text = "";
  let html = "";
  for (const node of content ?? []) {
    if (node.type === "hardBreak") {
      text += "\n";
      html += "<br>";
      continue;
    }
    // Split on `[label]({{var}})`: those become links to the variable's URL.
    let last = 0;
    let nodeText = "";
    let nodeHtml = "";
    for (const m of node.text.matchAll(INLINE_LINK)) {
      const before = tidy(substitute(node.text.slice(last, m.index), values));
      const label = substitute(m[1]!, values);
      const url = valueText(values, m[2]!);
      nodeText += before + (url ? `${label}: ${url}` : label);
      nodeHtml += escapeHtml(before) + (url ? `<a href="${escapeHtml(url)}" style="${linkStyle}">${escapeHtml(label)}</a>` : escapeHtml(label));
      last = m.index + m[0].length;
    }
    const rest = tidy(substitute(node.text.slice(last), values));
    nodeText += rest;
    nodeHtml += escapeHtml(rest);
    text += nodeText;
    html += (node.marks ?? []).reduceRight((h, mark) => wrap(mark, h), nodeHtml);
    const href = node.marks?.find((m) => m.type === "link");
    if (href && href.type === "link" && !text.endsWith(href.attrs.href)) text += ` (${href.attrs.href})`;
  }
  return { text: text.trim(), html };
}

function list(items: ListItem[]): Rendered {
  return {
    text: items.map((i) => [`- ${i.label}`, i.detail, i.url].filter(Boolean).join("\n  ")).join("\n\n"),
    html: `<ul style="padding-left:20px">${items
      .map(
        (i) =>
          `<li style="margin-bottom:8px">${i.url ? `<a href="${escapeHtml(i.url)}" style="${linkStyle}">${escapeHtml(i.label)}</a>` : escapeHtml(i.label)}` +
          (i.detail ? `<br><span style="color:#555555">${escapeHtml(i.detail)}</span>` : "") +
          `</li>`,
      )
      .join("")}</ul>`,
  };
}

function button(label: string, url: string): Rendered {
  return {
    text: `${label}:\n${url}`,
    html:
      `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#047857;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>` +
      `<p style="font-size:12px;color:#555555">${escapeHtml(url)}</p>`,
  };
}

function blocks(content: Block[], values: TemplateValues, variables: Map<string, TemplateVariable>): Rendered[] {
  const out: Rendered[] = [];
  for (const b of content) {
    if (b.type === "paragraph" || b.type === "heading") {
      const raw = inlineText(b.content).trim();
      if (raw === "" || dropped(raw, values, variables)) continue;
      const alone = ALONE.exec(raw);
      const value = alone ? values[alone[1]!] : undefined;
      if (Array.isArray(value)) {
        out.push(list(value));
        continue;
      }
      const cta = BUTTON.exec(raw);
      if (cta) {
        const url = valueText(values, cta[2]!);
        if (url) out.push(button(substitute(cta[1]!, values), url));
        continue;
      }
      const r = inlines(b.content, values);
      const tag = b.type === "heading" ? `h${b.attrs.level}` : "p";
      out.push({ text: r.text, html: `<${tag}>${r.html}</${tag}>` });
    } else if (b.type === "blockquote") {
      const inner = blocks(b.content, values, variables);
      out.push({
        text: inner.map((r) => r.text.replace(/^/gm, "> ")).join("\n\n"),
        html: `<blockquote>${inner.map((r) => r.html).join("")}</blockquote>`,
      });
    } else if (b.type === "bulletList" || b.type === "orderedList") {
      const items = b.content.map((item) => blocks(item.content, values, variables));
      const tag = b.type === "bulletList" ? "ul" : "ol";
      out.push({
        text: items.map((r, i) => `${tag === "ul" ? "-" : `${i + 1}.`} ${r.map((x) => x.text).join("\n  ")}`).join("\n"),
        html: `<${tag}>${items.map((r) => `<li>${r.map((x) => x.html).join("")}</li>`).join("")}</${tag}>`,
      });
    } else if (b.type === "image") {
      out.push({ text: b.attrs.alt, html: `<img src="${escapeHtml(b.attrs.src)}" alt="${escapeHtml(b.attrs.alt)}">` });
    }
  }
  return out;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A template with its values as a multipart mail's subject, text and (inline-styled) HTML. */
export function renderWithTemplate(kind: TemplateKind, subject: string, body: RichTextDoc, values: TemplateValues): RenderedMail {
  const variables = new Map(TEMPLATE_VARIABLES[kind].map((v) => [v.name, v]));
  const parts = blocks(body.content, values, variables);
  return {
    subject: tidy(substitute(subject, values)).replace(/\s+/g, " ").trim(),
    text: `${parts.map((p) => p.text).join("\n\n")}\n`,
    html: [
      `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111111">`,
      ...parts.map((p) => p.html),
      `</body></html>`,
    ].join("\n"),
  };
}
