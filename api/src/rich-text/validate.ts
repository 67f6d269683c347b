import { type PointerFor, attributePointer, fieldError } from "../jsonapi/validation";
import { IMAGE_PATH_PATTERN } from "@contract/uploads";
import { Invalid, isObject, keysOnly, list } from "./checks";
import { mark } from "./marks";
import { fromPlainText } from "./plain-text";
import { type Block, EMPTY_DOC, type Inline, type ListItem, type RichTextDoc } from "./types";

// The allowlist (docs/vacancies.md "Rich text"): anything else is refused, never silently dropped,
// so what an editor sees after saving is what it sent.
const MAX_DEPTH = 12;
const MAX_NODES = 4000;
const MAX_TEXT = 20_000;

interface Budget {
  nodes: number;
  text: number;
}

function inline(value: unknown, path: string, budget: Budget): Inline {
  if (!isObject(value)) throw new Invalid(path, "A node must be an object.");
  budget.nodes += 1;
  if (value.type === "hardBreak") {
    keysOnly(value, path, ["type"]);
    return { type: "hardBreak" };
  }
  if (value.type !== "text") throw new Invalid(`${path}/type`, `Node "${String(value.type)}" is not allowed inside a paragraph or heading.`);
  keysOnly(value, path, ["type", "text", "marks"]);
  if (typeof value.text !== "string" || value.text === "") throw new Invalid(`${path}/text`, "text must be a non-empty string.");
  budget.text += value.text.length;
  if (value.marks === undefined) return { type: "text", text: value.text };
  if (!Array.isArray(value.marks)) throw new Invalid(`${path}/marks`, "marks must be an array.");
  const marks = value.marks.map((m, i) => mark(m, `${path}/marks/${i}`));
  return marks.length > 0 ? { type: "text", text: value.text, marks } : { type: "text", text: value.text };
}

function inlines(node: Record<string, unknown>, path: string, budget: Budget) {
  return list(node, path, false).map((n, i) => inline(n, `${path}/content/${i}`, budget));
}

function listItem(value: unknown, path: string, depth: number, budget: Budget): ListItem {
  if (!isObject(value) || value.type !== "listItem") throw new Invalid(`${path}/type`, "A list may only hold listItem nodes.");
  keysOnly(value, path, ["type", "content"]);
  budget.nodes += 1;
  return {
    type: "listItem",
    content: blocks(value, path, depth + 1, budget, true),
  };
}

function block(value: unknown, path: string, depth: number, budget: Budget): Block {
  if (!isObject(value)) throw new Invalid(path, "A node must be an object.");
  if (depth > MAX_DEPTH) throw new Invalid(path, "The text is nested too deeply.");
  budget.nodes += 1;
  switch (value.type) {
    case "paragraph": {
      keysOnly(value, path, ["type", "content"]);
      const content = inlines(value, path, budget);
      return content.length > 0 ? { type: "paragraph", content } : { type: "paragraph" };
    }
    case "heading": {
      keysOnly(value, path, ["type", "attrs", "content"]);
      const attrs = value.attrs;
      if (!isObject(attrs) || (attrs.level !== 2 && attrs.level !== 3)) throw new Invalid(`${path}/attrs/level`, "A heading's level must be 2 or 3.");
      keysOnly(attrs, `${path}/attrs`, ["level"]);
      const content = inlines(value, path, budget);
      return {
        type: "heading",
        attrs: { level: attrs.level },
        ...(content.length > 0 && { content }),
      };
    }
    case "bulletList":
    case "orderedList": {
      keysOnly(value, path, ["type", "content", "attrs"]);
      const items = list(value, path, true).map((n, i) => listItem(n, `${path}/content/${i}`, depth, budget));
      if (value.type === "bulletList") {
        if (value.attrs !== undefined) throw new Invalid(`${path}/attrs`, "A bullet list has no attrs.");
        return { type: "bulletList", content: items };
      }
      return {
        type: "orderedList",
        ...orderedAttrs(value.attrs, `${path}/attrs`),
        content: items,
      };
    }
    case "image":
      return image(value, path);
    case "blockquote":
      keysOnly(value, path, ["type", "content"]);
      return {
        type: "blockquote",
        content: blocks(value, path, depth + 1, budget, true),
      };
    default:
      throw new Invalid(
        `${path}/type`,
        `Node "${String(value.type)}" is not allowed; allowed: paragraph, heading, bulletList, orderedList, listItem, blockquote, image, text, hardBreak.`,
      );
  }
}

/**
 * An image block: only the site's own files (`/files/<tenant>/<kind>/<sha256>.<ext>`, a stock
 * image too), so a body can never load from elsewhere; Tiptap's title is dropped.
 */
function image(value: Record<string, unknown>, path: string): Block {
  keysOnly(value, path, ["type", "attrs"]);
  const attrs = value.attrs;
  if (!isObject(attrs)) throw new Invalid(`${path}/attrs`, "An image needs attrs with a src.");
  keysOnly(attrs, `${path}/attrs`, ["src", "alt", "title"]);
  if (typeof attrs.src !== "string" || !IMAGE_PATH_PATTERN.test(attrs.src))
    throw new Invalid(`${path}/attrs/src`, "An image must be one of the site's files (/files/...).");
  const alt = attrs.alt ?? "";
  if (typeof alt !== "string" || alt.length > 200) throw new Invalid(`${path}/attrs/alt`, "alt must be a text of at most 200 characters.");
  return { type: "image", attrs: { src: attrs.src, alt: alt.trim() } };
}

// Tiptap sends { start: 1, type: null }; only a positive start is kept.
function orderedAttrs(attrs: unknown, path: string) {
  if (attrs === undefined) return {};
  if (!isObject(attrs)) throw new Invalid(path, "attrs must be an object.");
  keysOnly(attrs, path, ["start", "type"]);
  if (attrs.type !== undefined && attrs.type !== null) throw new Invalid(`${path}/type`, "A list numbering type is not allowed.");
  const start = attrs.start ?? 1;
  if (typeof start !== "number" || !Number.isInteger(start) || start < 1 || start > 100_000)
    throw new Invalid(`${path}/start`, "start must be a positive whole number.");
  return start === 1 ? {} : { attrs: { start } };
}

function blocks(node: Record<string, unknown>, path: string, depth: number, budget: Budget, required: boolean): Block[] {
  return list(node, path, required).map((n, i) => block(n, `${path}/content/${i}`, depth, budget));
}

/** A Tiptap doc rebuilt from the allowlist only; throws Invalid with a JSON pointer suffix. */
function toDoc(value: unknown): RichTextDoc {
  if (!isObject(value) || value.type !== "doc") throw new Invalid("", 'A rich text must be a Tiptap document ({"type": "doc", ...}) or a plain-text string.');
  keysOnly(value, "", ["type", "content"]);
  const budget: Budget = { nodes: 0, text: 0 };
  const content = blocks(value, "", 1, budget, false);
  if (budget.nodes > MAX_NODES) throw new Invalid("", "The text has too many parts.");
  if (budget.text > MAX_TEXT) throw new Invalid("", `The text is longer than ${MAX_TEXT} characters.`);
  return { type: "doc", content };
}

/**
 * A rich-text attribute as stored: a Tiptap doc checked against the allowlist, or plain-text
 * paragraphs (the no-JavaScript textarea). Anything else is a 422 pointing into the attribute.
 */
export function parseRichText(field: string, value: unknown, pointer: PointerFor = attributePointer): RichTextDoc {
  if (typeof value === "string") {
    if (value.length > MAX_TEXT) throw fieldError(field, `The text is longer than ${MAX_TEXT} characters.`, "too_long", pointer);
    return fromPlainText(value);
  }
  try {
    return toDoc(value);
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    throw fieldError(field, error.message, "invalid", (f) => `${pointer(f)}${error.path}`);
  }
}

/**
 * A doc read back from the database, checked again: a row written around the API (a seed, a
 * manual fix) still cannot render anything outside the allowlist. Unreadable → empty.
 */
export function storedRichText(json: string): RichTextDoc {
  try {
    return toDoc(JSON.parse(json));
  } catch {
    return EMPTY_DOC;
  }
}
