import type { Context } from "hono";
import type { IssuedToken } from "./token-store";

export interface PresentedCredentials {
  accessToken: string;
  client: string;
  uid: string;
}

/** The access-token/client/uid request headers; null unless all three are present and non-empty. */
export function readCredentials(c: Context): PresentedCredentials | null {
  const accessToken = c.req.header("access-token");
  const client = c.req.header("client");
  const uid = c.req.header("uid");
  if (!accessToken || !client || !uid) return null;
  return { accessToken, client, uid };
}

/** devise_token_auth's response headers; `expiry` is in seconds since the epoch. */
export function credentialHeaders(issued: IssuedToken, uid: string): Record<string, string> {
  return {
    "access-token": issued.token,
    "token-type": "Bearer",
    client: issued.client,
    expiry: String(Math.floor(issued.expiresAt / 1000)),
    uid,
  };
}
