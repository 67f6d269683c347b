import type { TenantFeatures } from "@contract/tenants/features";
import type { DigestJob } from "./mail/digest/jobs";
import type { MailJob } from "./mail/queue";
import type { AuthSession } from "./auth/token-store";
import type { Database, RowsReadCounter } from "./db/client";
import type { Role, User } from "./db/accounts-schema";
import type { AppContext, TenantId } from "./tenancy";

/** Bindings and vars of the api worker (see api/wrangler.toml; vars are validated by config.ts). */
export interface ApiEnv {
  DB: D1Database;
  /** Uploaded files, under `<tenant>/<kind>/<sha256>.<ext>` (docs/files.md). */
  FILES: R2Bucket;
  /**
   * The mail queue's producer (api/wrangler.toml); its consumer is this worker's queue(). It
   * carries mails to send and the digest planner's batches.
   */
  MAIL_QUEUE: Queue<MailJob | DigestJob>;
  ENVIRONMENT?: string;
  RELEASE?: string;
  SENTRY_DSN?: string;
  ALLOW_INACTIVE_USERS?: string;
  ENABLE_ORGANIZATIONS_MOVING?: string;
  NEIGHBOUR_HELP_TENANT?: string;
  MAIL_ADAPTER?: string;
  MAIL_FROM?: string;
  SMTP_HOST?: string;
  SMTP_PORT?: string;
  SMTP_SECURITY?: string;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  POSTMARK_URL?: string;
  POSTMARK_TOKEN?: string;
  REDIRECT_HOSTS?: string;
  MAIL_LINK_BASE_URL?: string;
  /** Tenant id → its public site (a TOML table, or JSON text): the origin of mailed links. */
  PUBLIC_URLS?: string | Record<string, string>;
  /** Centre id → the public site of a centre with a host of its own. */
  CENTER_PUBLIC_URLS?: string | Record<string, string>;
  RATE_LIMIT_ACCOUNT?: string;
  RATE_LIMIT_ADDRESS?: string;
  RATE_LIMIT_WINDOW_SECONDS?: string;
  SIGN_IN_FREE_FAILURES?: string;
  SIGN_IN_ADDRESS_FREE_FAILURES?: string;
  /** "edge" or "web-worker": how the visitor's address reaches the api (auth/visitor-address.ts). */
  VISITOR_ADDRESS_FROM?: string;
  /** Secret (wrangler secret put): shared with the web worker for API_URL (auth/visitor-address.ts). */
  VISITOR_ADDRESS_KEY?: string;
  TENANT_CACHE_SECONDS?: string;
  /** Tenant id → the D1 binding of a tenant with a database of its own (db/tenant-databases.ts). */
  TENANT_DATABASES?: string | Record<string, string>;
}

/** Per-request values set by middleware; routes read them from `c.var`. */
export interface ApiVariables {
  db: Database;
  /** The D1 binding of the request's tenant (db/tenant-databases.ts): DB unless it has its own. */
  d1: D1Database;
  /** What this request's statements read (db/client.ts withDb; counted outside production only). */
  rowsRead: RowsReadCounter;
  /** Set by the tenancy middleware for every /api/v1/* and /auth/* request; queries require it. */
  tenantId: TenantId;
  appContext: AppContext;
  /** The tenant's feature flags: stored by the operators' command line, else the spec's (tenancy.ts). */
  features: TenantFeatures;
  /** The user the request's access-token/client/uid headers authenticate, else null. */
  currentUser: User | null;
  /** The token those headers presented (null without a valid one). */
  authSession: AuthSession | null;
  /** The signed-in user's roles as the request began, read with the session (auth/authenticate.ts). */
  sessionRoles?: { userId: number; roles: Role[] };
  /** What the route asked to be read beside the session, for that user (auth/authenticate.ts Beside). */
  besideSession?: { userId: number; answer: unknown };
  /** A list's checked query, set by its listQuery middleware; read typed through it (jsonapi/list-query.ts). */
  listQuery?: { query: unknown; access: unknown };
  /** What a route's guard found, set by it; read typed through it (jsonapi/request-input.ts). */
  guarded?: { value: unknown };
  /** Set once this request's error went to error reporting (error-reporting/report.ts). */
  errorReported?: boolean;
}

/** The Hono environment every app, sub-app and middleware of the api worker shares. */
export interface AppEnv {
  Bindings: ApiEnv;
  Variables: ApiVariables;
}
