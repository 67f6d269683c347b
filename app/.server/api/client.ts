import { TENANT_SUSPENDED } from "@contract/tenants/suspension";
import { camelizeKeys, snakeizeKeys } from "./case";
import { credentialsFrom, newestCredentials, type Credentials } from "./credentials";
import { deserialize, type JsonApiDocument, type Resource } from "./document";
import { apiErrorFrom } from "./errors";
import { D1_BOOKMARK_HEADER, newerBookmark } from "@contract/replication";
import { TOKEN_SUPERSEDED_HEADER } from "@contract/sessions";

export const JSON_API = "application/vnd.api+json";

export type Transport = (request: Request) => Promise<Response>;
export type QueryValue = string | number | boolean | readonly string[] | { readonly [key: string]: QueryValue } | undefined;

export interface ApiClientOptions {
  transport: Transport;
  /** Origin the paths are resolved against: the API_URL, or any origin for a service binding. */
  baseUrl: string;
  tenant: string;
  appContext: "meedoen" | "main";
  volunteerCenterId: string | null;
  currentOrganizationId?: string | null;
  credentials?: Credentials | null;
  /** The visitor's address, forwarded so the API rate-limits per visitor, not per web worker. */
  clientAddress?: string | null;
  /**
   * Over API_URL: the key that lets the api believe Inzet-Visitor-Address. Without it the address
   * travels as CF-Connecting-IP, which only the service binding carries to the api unchanged.
   */
  visitorAddressKey?: string | null;
  /**
   * The centre came from the visitor's cookie and the API does not know it (another tenant's, or
   * gone): gives the centre to speak for instead, and replaces the cookie. Asked once per request.
   */
  onUnknownCenter?: () => string | null;
  /**
   * The newest D1 bookmark seen (D1 read replication, docs/architecture.md): sent with every call
   * so the api reads a state at least that new, and moved on by every answer. One holder for this
   * client and the clients made from it, so a write through any of them counts for all.
   */
  bookmark?: { value: string | null };
  /**
   * Set when the api answers that the tenant is suspended (`tenant suspend`, docs/operators.md):
   * the centre's name and colour it sends, for the maintenance page the worker answers with instead.
   */
  suspension?: { value: Suspension | null };
}

export interface Suspension {
  name: string | null;
  primaryColor: string | null;
}

export interface ApiResult<T> {
  data: T;
  meta: Record<string, unknown>;
  links: Record<string, unknown>;
  status: number;
}

/** Flattens `{ filter: { organization_id_eq: 1 }, include: ["roles"] }` into JSON:API query text. */
export function toQueryString(query: { readonly [key: string]: QueryValue }): string {
  const params = new URLSearchParams();
  const add = (key: string, value: QueryValue) => {
    if (value === undefined) return;
    if (Array.isArray(value)) params.append(key, value.join(","));
    else if (typeof value === "object") for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else params.append(key, String(value));
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  const text = params.toString().replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}

/**
 * The API is down, or its storage is (it answers 503 when D1 fails): the page becomes the error
 * screen with code 503 (docs/security.md, "Faults"). A thrown Response passes every `catch` that
 * only handles ApiError, so no loader or action turns it into a misleading form error.
 */
function unavailable(): Response {
  return new Response("The API is unavailable", { status: 503, headers: { "Retry-After": "30" } });
}

/** The tenant's suspension, when a 503 says so (its error code); null for any other 503. */
async function suspensionOf(response: Response): Promise<Suspension | null> {
  const body = (await response.json().catch(() => null)) as { errors?: { code?: string; meta?: Record<string, unknown> }[] } | null;
  const error = body?.errors?.find((e) => e.code === TENANT_SUSPENDED);
  if (!error) return null;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return { name: text(error.meta?.name), primaryColor: text(error.meta?.primary_color) };
}

/** The server-side JSON:API client: one per request, never shipped to the browser. */
export class ApiClient {
  credentials: Credentials | null;

  constructor(private options: ApiClientOptions) {
    this.credentials = options.credentials ?? null;
  }

  /** The same transport and credentials, speaking for another tenant or centre. */
  withScope(scope: Pick<ApiClientOptions, "tenant" | "appContext" | "volunteerCenterId">): ApiClient {
    return new ApiClient({ ...this.options, ...scope, credentials: this.credentials, onUnknownCenter: undefined });
  }

  /** The same tenant and centre without anybody's credentials: for answers that are public. */
  anonymous(): ApiClient {
    return new ApiClient({ ...this.options, credentials: null, currentOrganizationId: null });
  }

  headers(hasBody: boolean): Headers {
    const { tenant, appContext, volunteerCenterId, currentOrganizationId } = this.options;
    const headers = new Headers({ Accept: JSON_API, "X-Tenant": tenant, "App-Context": appContext });
    if (hasBody) headers.set("Content-Type", JSON_API);
    const { clientAddress, visitorAddressKey } = this.options;
    // Over API_URL the key goes with every call, also without an address: the api then knows the
    // call is a visitor's of unknown address, not the web worker's own (the edge's CF-Connecting-IP).
    if (visitorAddressKey) {
      headers.set("Inzet-Visitor-Address-Key", visitorAddressKey);
      if (clientAddress) headers.set("Inzet-Visitor-Address", clientAddress);
    } else if (clientAddress) headers.set("CF-Connecting-IP", clientAddress);
    if (volunteerCenterId) headers.set("Volunteer-Center-Id", volunteerCenterId);
    if (currentOrganizationId) headers.set("Current-Organization-Id", currentOrganizationId);
    if (this.options.bookmark?.value) headers.set(D1_BOOKMARK_HEADER, this.options.bookmark.value);
    if (this.credentials) {
      headers.set("access-token", this.credentials.accessToken);
      headers.set("client", this.credentials.client);
      headers.set("uid", this.credentials.uid);
    }
    return headers;
  }

  /** Sends one call; throws ApiError on a non-2xx answer; keeps rotated credentials. */
  async request<T = Resource | Resource[] | null>(
    method: string,
    path: string,
    init: { query?: { readonly [key: string]: QueryValue }; body?: unknown } = {},
  ): Promise<ApiResult<T>> {
    const url = new URL(path + toQueryString(init.query ?? {}), this.options.baseUrl);
    const hasBody = init.body !== undefined;
    const response = await this.send(
      () =>
        new Request(url, {
          method,
          headers: this.headers(hasBody),
          body: hasBody ? JSON.stringify(snakeizeKeys(init.body)) : undefined,
        }),
    );
    this.keepCredentials(response.headers);
    if (!response.ok) throw await apiErrorFrom(response);
    const document: JsonApiDocument = response.status === 204 ? {} : await response.json();
    return {
      data: deserialize(document) as T,
      meta: camelizeKeys<Record<string, unknown>>(document.meta ?? {}),
      links: document.links ?? {},
      status: response.status,
    };
  }

  // One call through the transport, made again once when the API does not know the kept centre.
  // Loaders run in parallel: a call that finds the centre already replaced by another just retries.
  private async send(build: () => Request): Promise<Response> {
    const request = build();
    const sentCenter = request.headers.get("Volunteer-Center-Id");
    const response = await this.sendOnce(request);
    if (response.status !== 404 || sentCenter === null) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { errors?: { source?: { header?: string } }[] } | null;
    if (body?.errors?.[0]?.source?.header !== "Volunteer-Center-Id") return response;
    if (this.options.volunteerCenterId === sentCenter) {
      if (!this.options.onUnknownCenter) return response;
      this.options.volunteerCenterId = this.options.onUnknownCenter();
      this.options.onUnknownCenter = undefined;
    }
    return this.sendOnce(build());
  }

  // A failed connection or the API's 503 both mean "unavailable".
  private async sendOnce(request: Request): Promise<Response> {
    let response: Response;
    try {
      response = await this.options.transport(request);
    } catch (error) {
      console.error("api unreachable:", request.method, new URL(request.url).pathname, error);
      throw unavailable();
    }
    if (response.status === 503) {
      if (this.options.suspension) this.options.suspension.value = await suspensionOf(response);
      throw unavailable();
    }
    const bookmark = this.options.bookmark;
    if (bookmark) bookmark.value = newerBookmark(bookmark.value, response.headers.get(D1_BOOKMARK_HEADER));
    return response;
  }

  get<T = Resource | Resource[] | null>(path: string, query?: { readonly [key: string]: QueryValue }) {
    return this.request<T>("GET", path, { query });
  }

  /** A resource document for a write: `{ data: { type, id?, attributes } }`, keys snake_cased. */
  write<T = Resource>(method: "POST" | "PATCH" | "PUT" | "DELETE", path: string, type: string, attributes?: object, id?: string) {
    const data = { type, ...(id ? { id } : {}), ...(attributes ? { attributes } : {}) };
    return this.request<T>(method, path, { body: { data } });
  }

  /**
   * A devise_token_auth call (/auth/*): plain JSON in and out, not JSON:API. Credentials in the
   * response headers are kept like any other; failures throw ApiError with the body's `errors`.
   */
  async auth<T = Record<string, unknown>>(method: string, path: string, body?: object): Promise<T> {
    const build = () => {
      const headers = this.headers(false);
      headers.set("Accept", "application/json");
      if (body) headers.set("Content-Type", "application/json");
      return new Request(new URL(path, this.options.baseUrl), {
        method,
        headers,
        body: body ? JSON.stringify(snakeizeKeys(body)) : undefined,
      });
    };
    const response = await this.send(build);
    this.keepCredentials(response.headers);
    if (!response.ok) throw await apiErrorFrom(response);
    return camelizeKeys<T>(await response.json());
  }

  /**
   * A call whose body or answer is bytes rather than a document (uploads, served files): the
   * raw Response, credentials kept, errors thrown as for any call (docs/files.md).
   */
  async bytes(
    method: "GET" | "POST" | "PUT",
    path: string,
    init: { query?: Record<string, QueryValue>; body?: Uint8Array<ArrayBuffer> } = {},
  ): Promise<Response> {
    const headers = this.headers(false);
    if (method === "GET") headers.set("Accept", "*/*");
    if (init.body) headers.set("Content-Type", "application/octet-stream");
    const url = new URL(path + toQueryString(init.query ?? {}), this.options.baseUrl);
    const response = await this.send(() => new Request(url, { method, headers, body: init.body }));
    this.keepCredentials(response.headers);
    if (!response.ok) throw await apiErrorFrom(response);
    return response;
  }

  /** The organization the visitor acts for, sent as Current-Organization-Id from now on. */
  setCurrentOrganizationId(id: string | null) {
    this.options.currentOrganizationId = id;
  }

  /**
   * Keeps rotated credentials from an answer, and notes one that says the token was superseded:
   * a parallel request of the same visitor rotated it (contract/sessions).
   */
  private keepCredentials(headers: Headers) {
    const issued = credentialsFrom(headers);
    if (issued) this.issued = true;
    if (headers.get(TOKEN_SUPERSEDED_HEADER) === "true") this.superseded = true;
    this.credentials = newestCredentials(this.credentials, issued);
  }

  private issued = false;
  private superseded = false;

  /**
   * The credentials this request holds are no longer the visitor's newest: another request of
   * theirs rotated the token, and this one was given none. Its session cookie would put the old
   * token back over the new one (load-context.ts commitSession leaves it unwritten).
   */
  get staleCredentials(): boolean {
    return this.superseded && !this.issued && this.credentials !== null;
  }

  /** Speaks with these credentials from now on (switching back from acting as another user). */
  useCredentials(credentials: Credentials | null) {
    this.issued = true;
    this.credentials = credentials;
  }

  /** Forgets the credentials (after sign-out, or when the API no longer accepts them). */
  forgetCredentials() {
    this.credentials = null;
  }
}
