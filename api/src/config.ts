import { z } from "zod";
import { perRequestMemo } from "@contract/isolate-cache";

/**
 * The api worker's vars (api/wrangler.toml [vars]). A missing var takes the production-safe
 * default: outbox hidden, nothing allowed as a redirect host, 10/50 attempts per 15 minutes.
 */
const flag = z.enum(["true", "false"]).transform((v) => v === "true");
const count = z
  .string()
  .regex(/^[1-9][0-9]{0,6}$/, "must be a positive integer")
  .transform(Number);
const list = z.string().transform((v) =>
  v
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== ""),
);

const httpUrl = z
  .string()
  .url()
  .refine((v) => /^https?:/.test(v), "must be an http(s) URL");
// A map var: a TOML table in wrangler.toml (an object in env) or JSON text from the dashboard.
const jsonMap = <T extends z.ZodTypeAny>(record: T) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v; // not JSON: the record check names the var
    }
  }, record);
const urlMap = (key: z.ZodString) => jsonMap(z.record(key, httpUrl));

const schema = z
  .object({
    ENVIRONMENT: z.string().min(1).default("production"),
    // The deployed release (CI sets it, e.g. the commit): health details and error reports.
    RELEASE: z.string().min(1).default("development"),
    // Error reporting (docs/diagnostics.md): a Sentry DSN; unset, nothing is sent anywhere.
    SENTRY_DSN: httpUrl.optional(),
    ALLOW_INACTIVE_USERS: flag.default("false"),
    // PUT /api/v1/organizations/:id/move exists only when true (spec: enableOrganizationsMoving).
    ENABLE_ORGANIZATIONS_MOVING: flag.default("false"),
    // One-on-one help (docs/one-on-one-help.md) is on for the tenant "public" and this one, where
    // it is called neighbour help (burenhulp); the web worker's var of the same name says the same.
    NEIGHBOUR_HELP_TENANT: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be a tenant id")
      .optional(),
    // The mail transport (src/mail/transports/): "log" keeps mail in the outbox only, "smtp" sends
    // over cloudflare:sockets, "postmark" through Postmark's HTTP API.
    MAIL_ADAPTER: z.enum(["log", "smtp", "postmark"]).default("log"),
    // The sender address of every mail; the sender *name* is the centre's (docs/mail.md).
    MAIL_FROM: z.string().email().default("no-reply@inzet.example"),
    SMTP_HOST: z.string().min(1).default("127.0.0.1"),
    SMTP_PORT: count.default("587"),
    SMTP_SECURITY: z.enum(["starttls", "tls", "none"]).default("starttls"),
    SMTP_USER: z.string().optional(),
    // A secret (`wrangler secret put SMTP_PASSWORD`), never a var.
    SMTP_PASSWORD: z.string().optional(),
    POSTMARK_URL: z.string().url().default("https://api.postmarkapp.com"),
    // A secret (`wrangler secret put POSTMARK_TOKEN`).
    POSTMARK_TOKEN: z.string().optional(),
    REDIRECT_HOSTS: list.default(""),
    // Where mailed links point when the client sends no confirm_success_url/redirect_url.
    MAIL_LINK_BASE_URL: httpUrl.optional(),
    // The public site of each tenant, and of each centre with a host of its own: the origin of every
    // link in a mail (mail/public-url.ts). Configured, never taken from a request's Host.
    PUBLIC_URLS: urlMap(z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "tenant ids")).default({}),
    CENTER_PUBLIC_URLS: urlMap(z.string().regex(/^[1-9][0-9]*$/, "centre ids")).default({}),
    // A tenant in a D1 database of its own (docs/decisions/0015-tenant-databases.md): tenant id →
    // the binding of api/wrangler.toml that holds its rows. Every other tenant lives in DB.
    TENANT_DATABASES: jsonMap(
      z.record(
        z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "tenant ids"),
        z.string().regex(/^[A-Z][A-Z0-9_]{0,62}$/, "must be a D1 binding name (upper case, digits, _)"),
      ),
    ).default({}),
    // Who turns saved addresses and searched postcodes into coordinates: "pdok" (the Dutch
    // government's Locatieserver) or "none" (no call leaves the worker; the postcode table only).
    GEOCODER: z.enum(["pdok", "none"]).default("none"),
    // How long an isolate keeps a tenant's row (its flags, whether it is suspended): an operator's
    // change reaches every isolate within this time (docs/operators.md). 0 looks it up every call.
    TENANT_CACHE_SECONDS: z
      .string()
      .regex(/^[0-9]{1,5}$/, "must be a whole number of seconds")
      .transform(Number)
      .default("60"),
    RATE_LIMIT_ACCOUNT: count.default("10"),
    RATE_LIMIT_ADDRESS: count.default("50"),
    RATE_LIMIT_WINDOW_SECONDS: count.default("900"),
    // Sign-in (auth/sign-in-throttle.ts): failures one account may have from one address, and one
    // address over all accounts, before each further attempt waits 30 s, 1, 2, 4 … minutes (at
    // most RATE_LIMIT_WINDOW_SECONDS) after the last failure.
    SIGN_IN_FREE_FAILURES: count.default("5"),
    SIGN_IN_ADDRESS_FREE_FAILURES: count.default("50"),
    // Mail to an address a visitor typed (mail/unproven.ts): at most this many to one address in
    // 24 hours over the whole platform, and this many from one centre in an hour (then its staff
    // are told). Counted from the outbox.
    UNPROVEN_MAILS_PER_ADDRESS: count.default("3"),
    UNPROVEN_MAILS_PER_CENTER_HOUR: count.default("100"),
    // How the visitor's address reaches us, for every per-visitor limit (auth/visitor-address.ts,
    // docs/security.md "Visitor address"): "edge", in CF-Connecting-IP as Cloudflare's edge sets
    // it (or the web worker, through the service binding); "web-worker", the web worker comes over
    // its API_URL and names the visitor in Inzet-Visitor-Address with VISITOR_ADDRESS_KEY.
    VISITOR_ADDRESS_FROM: z.enum(["edge", "web-worker"]).default("edge"),
    // A secret shared with the web worker when it reaches us over API_URL: only a request with it
    // may name the visitor's address in Inzet-Visitor-Address (auth/visitor-address.ts).
    VISITOR_ADDRESS_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  })
  .superRefine((v, ctx) => {
    // Over API_URL without the key every visitor would be the web worker's one address: one bucket
    // for every per-visitor limit, which a few failures fill for everyone (issue 45).
    if (v.VISITOR_ADDRESS_FROM === "web-worker" && !v.VISITOR_ADDRESS_KEY)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["VISITOR_ADDRESS_KEY"],
        message: 'is required when VISITOR_ADDRESS_FROM is "web-worker": without it the api counts every visitor as one address',
      });
    // A key without the mode is a half-done move to API_URL: the web worker's calls would be refused.
    if (v.VISITOR_ADDRESS_FROM === "edge" && v.VISITOR_ADDRESS_KEY)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["VISITOR_ADDRESS_FROM"],
        message: 'must be "web-worker" when VISITOR_ADDRESS_KEY is set (the web worker reaches the api over API_URL)',
      });
    if (v.MAIL_ADAPTER === "postmark" && !v.POSTMARK_TOKEN)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["POSTMARK_TOKEN"],
        message: 'is required when MAIL_ADAPTER is "postmark"',
      });
  });

export type Config = z.output<typeof schema>;

/** A bad var: the operator's mistake, reported with the key named (as a 500, it is not the client's). */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const MAP_VARS = new Set(["PUBLIC_URLS", "CENTER_PUBLIC_URLS", "TENANT_DATABASES"]);

const parsed = perRequestMemo<object, Config>();

/** The validated config of this env object (parsed once per isolate and env). */
export const configOf = (env: object): Config => parsed(env, () => parseConfig(env));

function parseConfig(env: object): Config {
  // Strings, and the tables a wrangler.toml var may be (PUBLIC_URLS); bindings are neither.
  const values = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => (typeof v === "string" && v !== "") || (MAP_VARS.has(k) && typeof v === "object" && v !== null)),
  );
  const result = schema.safeParse(values);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid api var ${issue.path.join(".")}: ${issue.message}.`);
  }
  return result.data;
}
