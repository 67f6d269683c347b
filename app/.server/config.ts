import { z } from "zod";
import { perRequestMemo } from "@contract/isolate-cache";
import { tenantFeaturesSchema } from "@contract/tenants/features";
import { LOCALES } from "@contract/locales";

// Wrangler passes TOML tables as objects; a var set as a dashboard string arrives as JSON text.
const json = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be a lower-case tenant name");
const centerId = z.string().regex(/^[1-9][0-9]{0,17}$/, "must be a positive whole number as text");
const host = z.string().regex(/^[a-z0-9.-]+$/, "must be a lower-case host name without port");

const appConfigLayer = z
  .object({
    isStagedoos: z.boolean(),
    allowInactiveUsers: z.boolean(),
    enableOrganizationsMoving: z.boolean(),
  })
  .strict()
  .partial();

export const configSchema = z
  .object({
    DEFAULT_TENANT: slug,
    // A secret (`wrangler secret put SESSION_SECRET`; locally .dev.vars, written by npm start).
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters"),
    // `production` hides the developer pages (/dev) from everyone but super admins.
    ENVIRONMENT: z.enum(["development", "test", "production"]).default("development"),
    // The deployed release (CI may set it); unset, the build's id (docs/diagnostics.md).
    RELEASE: z.string().min(1).optional(),
    // Error reporting (docs/diagnostics.md): a Sentry DSN; unset, nothing is sent anywhere.
    SENTRY_DSN: z.string().url().optional(),
    TENANT_COOKIE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .default("tenant"),
    TENANTS: json(
      z.record(
        slug,
        z
          .object({
            appName: z.string().default(""),
            // Theme config (spec section 3): the default shape of buttons, cards and inputs.
            shape: z.enum(["straight", "rounded", "curved", "smooth", "full"]).default("rounded"),
            // Written by the operators' `tenant create`/`update` (docs/operators.md); absent, the
            // spec's flags by tenant name (featuresFor in tenant.ts).
            features: tenantFeaturesSchema.optional(),
            // The languages the tenant's sites offer, first the default (docs/operators.md);
            // absent, both. A visitor's choice of another one is not followed there.
            languages: z.array(z.enum(LOCALES)).nonempty().optional(),
          })
          .strict(),
      ),
    ),
    HOST_TENANTS: json(z.record(host, slug)).default({}),
    VOLUNTEER_CENTER_HOSTS: json(z.record(host, centerId)).default({}),
    DEFAULT_VOLUNTEER_CENTER_IDS: json(z.record(slug, centerId)).default({}),
    // Hosts that show one landing page only: every other path redirects there (spec section 2).
    LOCKED_HOSTS: json(z.record(host, z.string().regex(/^\/[a-z0-9/_-]*$/, "must be a site path such as /landing"))).default({}),
    MEEDOEN_TENANT: slug.default("meedoen"),
    NEIGHBOUR_HELP_TENANT: slug.optional(),
    CENTER_SHARING_TENANT: slug.optional(),
    APP_CONFIG: json(appConfigLayer).default({}),
    API_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // The local SMTP catcher's list of received mail (scripts/mail-catcher.mjs), set by
    // `npm start` and the e2e runner; /dev/mail shows it. Unset: /dev/mail shows the outbox.
    MAIL_CATCHER_URL: z
      .string()
      .regex(/^http:\/\/(127\.0\.0\.1|localhost):[0-9]{1,5}\/messages$/, "must be a local http://127.0.0.1:PORT/messages URL")
      .optional(),
    // A secret shared with the api (its VISITOR_ADDRESS_KEY) for API_URL, where the visitor's
    // address cannot travel as CF-Connecting-IP (docs/security.md, "Visitor address").
    VISITOR_ADDRESS_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    // The social map's tiles (docs/social-map.md): an https template with {z}, {x} and {y}.
    MAP_TILE_URL: z
      .string()
      .regex(/^https:\/\/[^\s"'<>]+$/, "must be an https URL")
      .refine((v) => ["{z}", "{x}", "{y}"].every((p) => v.includes(p)), "must contain {z}, {x} and {y}")
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    // Who may frame /embed/sociale-kaart and /embed/vacatures: CSP frame-ancestors sources, space-separated (scheme
    // "https:" or origins such as https://www.partner.example, * for sub-domains or ports).
    EMBED_FRAME_ANCESTORS: z
      .string()
      .trim()
      .refine(
        (v) => v.split(/\s+/).every((source) => /^(https?:|https?:\/\/(\*\.)?[a-z0-9.-]+(:([0-9]{1,5}|\*))?)$/.test(source)),
        "must be frame-ancestors sources such as https: or https://www.partner.example",
      )
      .default("https:"),
  })
  .superRefine((config, ctx) => {
    const known = (tenant: string, path: (string | number)[]) => {
      if (!(tenant in config.TENANTS)) ctx.addIssue({ code: "custom", path, message: `names tenant '${tenant}', which is not in TENANTS` });
    };
    known(config.DEFAULT_TENANT, ["DEFAULT_TENANT"]);
    for (const [h, tenant] of Object.entries(config.HOST_TENANTS)) known(tenant, ["HOST_TENANTS", h]);
    for (const tenant of Object.keys(config.DEFAULT_VOLUNTEER_CENTER_IDS)) known(tenant, ["DEFAULT_VOLUNTEER_CENTER_IDS", tenant]);
    // Over API_URL the api would see every visitor as the web worker's one address: one shared
    // bucket for every per-visitor limit, which a few failures fill for everyone (issue 45).
    if (config.API_URL && !config.VISITOR_ADDRESS_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["VISITOR_ADDRESS_KEY"],
        message: "is required with API_URL: without it the api counts every visitor as one address",
      });
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the worker's vars; the error names the bad keys so an operator can fix them. */
export function parseConfig(vars: Record<string, unknown>): Config {
  const result = configSchema.safeParse(vars);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
}

const parsed = perRequestMemo<object, Config>();

/** Parses once per isolate and env object: the vars cannot change while it lives. */
export const getConfig = (env: object): Config => parsed(env, () => parseConfig(env as Record<string, unknown>));
