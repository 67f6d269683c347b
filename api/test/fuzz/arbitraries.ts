// Generators of bad input for the API fuzz suite: strings no form would send, ids that name no
// row, query parameters no endpoint knows, media types the API refuses.
import fc from "fast-check";

/** Strings that have broken real servers: SQL, HTML, format strings, odd unicode. */
const NASTY = [
  "",
  " ",
  "\t\n",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT * FROM users",
  "%",
  "_",
  "%_%",
  "\\",
  "\\'",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "&lt;&amp;&#0;",
  "{{7*7}}",
  "${7*7}",
  "%s%s%n",
  "../../etc/passwd",
  "\u0000",
  "nul\u0000byte",
  "\u202e\u0644\u0627 RTL",
  "\ufeffBOM",
  "\u200b\u200c\u200d",
  "e\u0301\u0301\u0301",
  "😀👩‍👩‍👧‍👦🏳️‍🌈",
  "\ud800",
  "\udfff lone",
  "𝕦𝕟𝕚𝕔𝕠𝕕𝕖",
  "İıŞş",
  "ß",
  "NaN",
  "null",
  "undefined",
  "true",
  "-0",
  "1e309",
  "0x1F",
  "９",
  "٣",
  'NEAR(a b) OR "x" AND -y*',
  "* OR *",
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  // Oversized: past every maxLength in the API (the largest is a few thousand characters).
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom("a", "é", "😀", "<", "'"), fc.integer({ min: 1_000, max: 70_000 })).map(([unit, n]) => unit.repeat(n)),
  },
);

/** Any JSON value, strings drawn from the nasty ones. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e300),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A value no attribute of this API accepts: an object with an operator key, or an array of junk. */
export const impossibleValue: fc.Arbitrary<unknown> = fc.constantFrom({ $ne: null }, { $gt: "" }, [{ $ne: null }], [null, {}, [[]]], { "": { "": {} } });

/** Path ids that name no row: malformed, negative, zero, huge, or a well-formed unknown one. */
export const badId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "-601",
    "07",
    "1.0",
    "+7",
    "1e3",
    "0x10",
    "abc",
    "NaN",
    "Infinity",
    "9007199254740993",
    "99999999999999999999999999",
    "%27%20OR%201%3D1",
    "1%3B%20DROP%20TABLE%20users",
    "%3Cscript%3E",
    "%F0%9F%98%80",
    "%00",
    "%20",
    "current",
  ),
  fc.integer({ min: -1_000_000, max: -1 }).map(String),
  fc.integer({ min: 900_000, max: 2 ** 31 }).map(String),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

/** Query parameter names that no endpoint supports. */
const unknownParameter = fc.oneof(
  fc.constantFrom("foo", "q", "limit", "offset", "page", "filter", "fields", "sort[]", "include[]", "__proto__", "constructor"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).map((s) => `x-${s}`),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).map((s) => `filter[zz_${s}]`),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).map((s) => `page[zz${s}]`),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).map((s) => `fields[zz_${s}]`),
);

/** Values of page[size]/page[number] no endpoint accepts (every maximum is at most 1000). */
const badPageValue = fc.oneof(
  fc.constantFrom("0", "-1", "abc", "1.5", "1e3", " 1", "+5", "", "0x10", "99999999999999999999", "NaN", "٣"),
  fc.integer({ min: 1_001, max: 2 ** 40 }).map(String),
  fc.integer({ min: -(2 ** 40), max: 0 }).map(String),
);

export type QueryPair = [string, string];

/** One query defect (a 400 on every endpoint that reads its query) plus harmless-looking company. */
export const badQuery: fc.Arbitrary<QueryPair[]> = fc.oneof(
  fc.tuple(unknownParameter, nastyString).map((p): QueryPair[] => [p]),
  badPageValue.map((v): QueryPair[] => [["page[size]", v]]),
  fc.constantFrom("0", "-1", "abc", "", "1.5").map((v): QueryPair[] => [["page[number]", v]]),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).map((s): QueryPair[] => [["include", `zz_${s}`]]),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).map((s): QueryPair[] => [["sort", `-zz_${s}`]]),
  fc.constantFrom("a,,b", ",", "--name").map((v): QueryPair[] => [["sort", v]]),
  // The same parameter twice is ambiguous, so refused.
  fc.constantFrom("include", "sort", "page[size]", "filter[search]").map((k): QueryPair[] => [
    [k, "1"],
    [k, "2"],
  ]),
);

/** Accept headers that allow no plain JSON:API answer (406). */
export const badAccept = fc.oneof(
  fc.constantFrom(
    "text/html",
    "application/json",
    "text/plain, image/*",
    "application/vnd.api+json; charset=utf-8",
    'application/vnd.api+json; ext="https://example.org/ext"',
    "application/vnd.api+json; q=0",
    "application/vnd.api+json;charset=utf-8, */*",
    "application/*;q=0",
    "*/*;q=0",
    "application/xml;q=0.9, text/*",
  ),
  fc.stringMatching(/^[a-z]{1,10}\/[a-z]{1,10}$/).filter((t) => !t.startsWith("application/")),
);

/** Content-Types the JSON:API endpoints refuse (415); `auth` also excludes application/json. */
export function badContentType(auth: boolean): fc.Arbitrary<string> {
  const common = [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/vnd.api+json; charset=utf-8",
    "application/vnd.api+json; ext=foo",
    "application/xml",
    "text/html; charset=utf-8",
    "application/vnd.api+jsonx",
    "*/*",
  ];
  return fc.constantFrom(...(auth ? common.filter((t) => !t.startsWith("application/vnd.api+json;")) : [...common, "application/json"]));
}

/** Header-safe (printable ASCII: workerd warns about anything else) versions of the nasty strings. */
export const headerValue = nastyString.map((s) =>
  [...s.slice(0, 200)]
    .map((ch) => (ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) < 0x7f ? ch : "?"))
    .join("")
    .trim(),
);

/** Text that JSON.parse refuses (never blank: a blank body is "no body"). */
export const malformedJson = fc.oneof(
  fc.constantFrom("{", '{"data":', "{'data': {}}", "[1,]", '{"a":1}}', "nul", "undefined", '{"data": NaN}', "\u0000", "<html></html>", "data=1&type=users"),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }).map((s) => `{${s}`),
);

/** Valid JSON that is not a JSON:API document with a data object. */
export const notADocument = fc.oneof(
  fc.constantFrom([], [{ data: {} }], "data", 42, null, true, { data: null }, { data: [] }, { data: "users" }, { errors: [] }, {}),
  fc.jsonValue({ maxDepth: 2 }).filter((v) => !(typeof v === "object" && v !== null && !Array.isArray(v))),
);
