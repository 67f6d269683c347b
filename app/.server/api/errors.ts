import { data } from "@remix-run/cloudflare";

export interface JsonApiErrorObject {
  status?: string;
  /** The API's stable reason (invalid_credentials, taken, too_short, rate_limited, ...). */
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
}

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The form field a JSON:API `source.pointer` names, or undefined when it names none:
 * `/data/attributes/first_name` → `firstName`, and up to `depth` levels deep a nested attribute
 * as conform's nested name (`/data/attributes/profile/website` → `profile.website`).
 * devise_token_auth's plain bodies point at the key itself (`/email`).
 */
export function pointedField(pointer: string | undefined, depth = 1): string | undefined {
  const path = pointer?.match(/^\/(?:data\/attributes\/)?([a-z_]+(?:\/[a-z_]+)*)$/)?.[1].split("/");
  return path && path.length <= depth ? path.map(camel).join(".") : undefined;
}

/** A failed API response: the status and the response's own `errors` list travel with it. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly errors: JsonApiErrorObject[],
    /** Seconds, from a 429's Retry-After. */
    readonly retryAfter: number | null = null,
  ) {
    const first = errors[0];
    super(first?.detail ?? first?.title ?? `API request failed with status ${status}`);
  }

  /** Field errors keyed by the attribute their `source.pointer` names, for forms. */
  fieldErrors(): Record<string, string[]> {
    const result: Record<string, string[]> = {};
    for (const error of this.errors) {
      const key = pointedField(error.source?.pointer);
      if (!key || !error.detail) continue;
      (result[key] ??= []).push(error.detail);
    }
    return result;
  }
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let errors: JsonApiErrorObject[] = [];
  try {
    const body = (await response.json()) as { errors?: unknown };
    if (Array.isArray(body.errors)) errors = body.errors as JsonApiErrorObject[];
  } catch {
    // Not a JSON:API body (a proxy's HTML page, say): the status alone has to do.
  }
  const retryAfter = Number(response.headers.get("Retry-After"));
  return new ApiError(response.status, errors, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
}

/**
 * An api refusal the visitor sees as that error screen (spec section 2), never a 500: by default
 * a missing subject (404) is the 404 screen; `statuses` maps other api statuses to the screen shown
 * (a hidden one as 404, say). Any other error goes on as it is.
 */
export async function orErrorScreen<T>(work: Promise<T>, statuses: Partial<Record<number, number>> = { 404: 404 }): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const status = error instanceof ApiError ? statuses[error.status] : undefined;
    if (status) throw data(null, { status });
    throw error;
  }
}

/**
 * An api refusal that means "there is none" (by default a 404; `statuses` names others, an
 * unreadable token's 400 say) as null, for the caller to answer in its own way. Any other error
 * goes on as it is.
 */
export async function orNull<T>(work: Promise<T>, statuses: readonly number[] = [404]): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && statuses.includes(error.status)) return null;
    throw error;
  }
}

/**
 * Whether the api did `work`: its refusal (any 4xx: a made-up or foreign id, a record no longer
 * open to change) is `false`, for the page to tell in a toast rather than an error screen. Any
 * other error goes on as it is.
 */
export async function accepted(work: Promise<unknown>): Promise<boolean> {
  try {
    await work;
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return false;
    throw error;
  }
}
