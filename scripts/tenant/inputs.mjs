// What the operators type, checked before anything is read or written: each mistake is one line
// naming the option and what is wrong with it.
import { readFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { FEATURE_NAMES } from "../../contract/tenants/features.ts";
import { ACCENT_PRESETS, MUTED_PRESETS } from "../../contract/volunteer-centers/settings.ts";
import { OperatorError } from "./errors.mjs";

export const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The settings' presets (the contract's, read by Node's own TypeScript) or a #rgb/#rrggbb colour.
const PRESETS = [...ACCENT_PRESETS, ...MUTED_PRESETS];

export function slug(value, option = "--slug") {
  if (typeof value !== "string" || value === "") throw new OperatorError(`${option} is required`);
  if (!SLUG.test(value))
    throw new OperatorError(`${option} '${value}' must be 1 to 40 lower-case letters, digits or hyphens (no spaces), starting with a letter or digit`);
  return value;
}

export function required(value, option) {
  if (typeof value !== "string" || value.trim() === "") throw new OperatorError(`${option} is required`);
  return value.trim();
}

export function hosts(values, option = "--host") {
  const list = (values ?? [])
    .flatMap((v) => v.split(","))
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of list)
    if (!HOST.test(host)) throw new OperatorError(`${option} '${host}' is not a host name (letters, digits, dots and hyphens; no scheme, port or path)`);
  const twice = list.find((host, i) => list.indexOf(host) !== i);
  if (twice) throw new OperatorError(`${option} '${twice}' is given twice`);
  return list;
}

export function email(value, option) {
  const text = required(value, option);
  if (!EMAIL.test(text)) throw new OperatorError(`${option} '${text}' is not an e-mail address`);
  return text.toLowerCase();
}

export function color(value, option) {
  if (value === undefined) return undefined;
  const text = value.trim().toLowerCase();
  if (PRESETS.includes(text) || /^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(text)) return text;
  throw new OperatorError(`${option} '${value}' must be #rrggbb or one of ${PRESETS.join(", ")}`);
}

/** The names of a comma-separated option (`a, b,c`), trimmed, empty ones left out. */
const commaList = (value) =>
  value
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

export function locale(value, option = "--admin-locale") {
  const text = value ?? "nl";
  if (!["nl", "en"].includes(text)) throw new OperatorError(`${option} '${text}' must be nl or en`);
  return text;
}

export function features(value, option = "--features") {
  if (value === undefined) return undefined;
  const names = commaList(value);
  for (const name of names) if (!FEATURE_NAMES.includes(name)) throw new OperatorError(`${option} '${name}' is not a feature: ${FEATURE_NAMES.join(", ")}`);
  if (names.includes("one-on-one-help") && names.includes("neighbour-help"))
    throw new OperatorError(`${option}: one-on-one-help and neighbour-help are two wordings of one feature; give one`);
  return {
    oneOnOneHelp: names.includes("neighbour-help") ? "neighbourHelp" : names.includes("one-on-one-help") ? "oneOnOne" : "off",
    volunteerProfiles: names.includes("volunteer-profiles"),
    activities: names.includes("activities"),
    centerSharing: names.includes("center-sharing"),
  };
}

const IMAGE_TYPES = [
  { type: "png", ext: "png", contentType: "image/png", magic: (b) => b[0] === 0x89 && b.toString("latin1", 1, 4) === "PNG" },
  { type: "jpeg", ext: "jpg", contentType: "image/jpeg", magic: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "webp", ext: "webp", contentType: "image/webp", magic: (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP" },
];
const LOGO_MAX_BYTES = 1024 * 1024; // contract/uploads FILE_KINDS.logo

/** A logo file: PNG, JPEG or WebP (read from its bytes, as the api reads an upload), at most 1 MiB. */
export async function logo(path, option = "--logo") {
  if (path === undefined) return undefined;
  let bytes;
  try {
    bytes = await readFile(path);
  } catch {
    throw new OperatorError(`${option} '${path}': no such file`);
  }
  const kind = IMAGE_TYPES.find((t) => t.magic(bytes));
  if (!kind) throw new OperatorError(`${option} '${path}' is not a PNG, JPEG or WebP image`);
  if (bytes.length > LOGO_MAX_BYTES) throw new OperatorError(`${option} '${path}' is ${bytes.length} bytes; a logo may be at most ${LOGO_MAX_BYTES}`);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { bytes, sha256, ext: kind.ext, contentType: kind.contentType };
}

/** `nl,en`: the languages the sites offer, the first the default (contract/locales.ts). */
export function languages(value, option = "--languages") {
  if (value === undefined) return undefined;
  const list = commaList(value);
  for (const l of list) if (!["nl", "en"].includes(l)) throw new OperatorError(`${option} '${l}' is not a language of the product (nl, en)`);
  if (list.length === 0 || new Set(list).size !== list.length) throw new OperatorError(`${option} must name nl and/or en, each once`);
  return list;
}
