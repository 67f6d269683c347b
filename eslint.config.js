import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

// A formatter made in a function is made again on every call, tens of microseconds each: a list
// of dates paid more for it than for its api call (docs/performance-history.md, "Formatters made once").
// Also `Intl.DateTimeFormat(…)` without `new` and `globalThis.Intl`, which make one all the same.
// It reads syntax: a formatter constructor taken out of Intl first (`const { X } = Intl`) passes.
const INTL_FORMATTER = "/^(DateTimeFormat|NumberFormat|RelativeTimeFormat|PluralRules|ListFormat|DisplayNames|Collator|Segmenter|DurationFormat)$/";
const INTL_MADE_ONCE = {
  selector: [
    ":function NewExpression[callee.object.name='Intl']",
    ":function NewExpression[callee.object.property.name='Intl']",
    `:function CallExpression[callee.object.name='Intl'][callee.property.name=${INTL_FORMATTER}]`,
    `:function CallExpression[callee.object.property.name='Intl'][callee.property.name=${INTL_FORMATTER}]`,
    ":function CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length>0]",
  ].join(", "),
  message: "Take the formatter from ~/utils/intl (made once per locale and options), or make it once at module level.",
};

// `break-words` (overflow-wrap: break-word) undoes the body's `anywhere`: a grid or flex item then
// keeps a long e-mail address's width as its minimum and the page scrolls sideways at 320 px
// (WCAG 1.4.10; CI found it on /organizations/unmanaged). `wrap-anywhere` breaks and shrinks.
const BREAK_WORDS = "Use wrap-anywhere: break-words keeps a long word's width as a grid or flex item's minimum.";

export default tseslint.config(
  { ignores: ["**/node_modules", "vendor", "build", "**/dist-*", "**/.wrangler", "test-results", "test-reports", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // The boundaries (docs/architecture.md "Layout"): the two workers share only contract/, and
  // contract/ is TypeScript and zod, importing neither worker nor any framework.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ regex: "(^|/)api/src(/|$)", message: "The web worker reaches the api over HTTP; shared facts live in contract/ (@contract/*)." }],
          // Translation keys are checked through app/i18n-t.ts (a missing key fails typecheck).
          paths: [
            { name: "react-i18next", importNames: ["useTranslation"], message: "Use useTranslation from ~/i18n-t: its t checks the keys." },
            { name: "i18next", importNames: ["TFunction"], message: "Use TFunction from ~/i18n-t: it checks the keys." },
            // The server renders a plain path's link as its anchor alone (issue 47).
            { name: "@remix-run/react", importNames: ["Link"], message: "Use Link from ~/components/link: it costs the server less." },
          ],
        },
      ],
    },
  },
  // Every call to the api goes through one module per resource in app/.server/api/, so a path, its
  // query and its wire type are written once (issue 15). /test/dollar-api takes a path as input.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/.server/api/**", "app/routes/test.$page/dollar-api.server.ts", "app/utils/intl.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^\\/api\\/v1\\//]", message: "Call the api through its module in app/.server/api/." },
        { selector: "TemplateElement[value.raw=/^\\/api\\/v1\\//]", message: "Call the api through its module in app/.server/api/." },
        { selector: "Literal[value=/\\bbreak-words\\b/]", message: BREAK_WORDS },
        { selector: "TemplateElement[value.raw=/\\bbreak-words\\b/]", message: BREAK_WORDS },
        INTL_MADE_ONCE,
      ],
    },
  },
  {
    files: ["app/.server/api/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", INTL_MADE_ONCE] },
  },
  {
    files: ["api/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(~/|(\\.\\./)+app(/|$))", message: "The api worker never imports the web worker; shared facts live in contract/ (@contract/*)." },
          ],
        },
      ],
    },
  },
  {
    files: ["contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+(app|api)(/|$)|hono|@remix-run/|react|drizzle-orm|@cloudflare/|i18next|remix-)",
              message: "contract/ is TypeScript and zod only: no worker or framework imports.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.js"],
    languageOptions: {
      globals: Object.fromEntries(
        ["process", "console", "URL", "URLSearchParams", "fetch", "setTimeout", "setInterval", "clearInterval", "performance", "Buffer"].map((name) => [
          name,
          "readonly",
        ]),
      ),
    },
  },
  {
    // Latency mode's modules run inside workerd beside a worker's bundle (scripts/latency/modules.mjs).
    files: ["scripts/latency/*.js"],
    languageOptions: { globals: { Response: "readonly", setTimeout: "readonly", URL: "readonly" } },
  },
);
