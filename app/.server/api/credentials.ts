/** devise_token_auth credentials, as the API sends and expects them. */
export interface Credentials {
  accessToken: string;
  client: string;
  uid: string;
  /** Seconds since the epoch, as the `expiry` header gives it. */
  expiry: number;
}

/** Reads rotated credentials from a response; null when it carries none (a batch-window reply). */
export function credentialsFrom(headers: Headers): Credentials | null {
  const accessToken = headers.get("access-token");
  const client = headers.get("client");
  const uid = headers.get("uid");
  if (!accessToken || !client || !uid) return null;
  const expiry = Number(headers.get("expiry"));
  return { accessToken, client, uid, expiry: Number.isFinite(expiry) ? expiry : 0 };
}

/**
 * Loaders run in parallel and each may receive a rotated token: keep the one that lives longest,
 * so a slow early response cannot put back a token that a later one already replaced.
 */
export function newestCredentials(current: Credentials | null, incoming: Credentials | null): Credentials | null {
  if (!incoming) return current;
  if (!current || current.client !== incoming.client) return incoming;
  return incoming.expiry >= current.expiry ? incoming : current;
}
