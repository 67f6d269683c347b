// A small, strict reader of HTTP media types (Content-Type) and media ranges (Accept), RFC 9110.

export interface MediaRange {
  /** `type/subtype`, lower-cased. */
  type: string;
  /** Media type parameters (names lower-cased, values unquoted); Accept's `q` and later are not here. */
  params: Record<string, string>;
  /** Accept weight; 1 when absent. */
  q: number;
}

const TOKEN = "[!#$%&'*+.^_`|~0-9a-z-]+";
const TYPE_PATTERN = new RegExp(`^${TOKEN}/${TOKEN}$`);

/** Splits on `separator` except inside double-quoted strings (`profile="a,b"` is one value). */
export function splitOutsideQuotes(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (quoted && char === "\\" && i + 1 < value.length) {
      current += char + value[++i];
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  return value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1).replace(/\\(.)/g, "$1") : value;
}

/** Parses one media type or range; `null` when it is not of the form `type/subtype`. */
export function parseMediaRange(text: string): MediaRange | null {
  const [head, ...rest] = splitOutsideQuotes(text, ";");
  const type = head.trim().toLowerCase();
  if (!TYPE_PATTERN.test(type)) return null;
  const params: Record<string, string> = {};
  let q = 1;
  for (const part of rest) {
    if (part.trim() === "") continue;
    const eq = part.indexOf("=");
    const name = (eq === -1 ? part : part.slice(0, eq)).trim().toLowerCase();
    const value = eq === -1 ? "" : unquote(part.slice(eq + 1).trim());
    // In Accept, `q` ends the media type parameters; what follows are accept extensions.
    if (name === "q") {
      const weight = Number(value);
      q = value !== "" && weight >= 0 && weight <= 1 ? weight : 1;
      break;
    }
    params[name] = value;
  }
  return { type, params, q };
}

/** Parses an Accept header into its media ranges, skipping malformed entries. */
export function parseAccept(header: string): MediaRange[] {
  return splitOutsideQuotes(header, ",")
    .filter((entry) => entry.trim() !== "")
    .map(parseMediaRange)
    .filter((range): range is MediaRange => range !== null);
}
