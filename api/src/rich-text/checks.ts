// Shape checks shared by validate.ts and marks.ts; Invalid carries a JSON pointer suffix.
export class Invalid extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function keysOnly(node: Record<string, unknown>, path: string, keys: string[]) {
  const extra = Object.keys(node).find((k) => !keys.includes(k));
  if (extra !== undefined) throw new Invalid(`${path}/${extra}`, `"${extra}" is not allowed here.`);
}

export function list(node: Record<string, unknown>, path: string, required: boolean) {
  const content = node.content;
  if (content === undefined && !required) return [];
  if (!Array.isArray(content) || (required && content.length === 0))
    throw new Invalid(`${path}/content`, required ? "content must be a non-empty array." : "content must be an array.");
  return content as unknown[];
}
