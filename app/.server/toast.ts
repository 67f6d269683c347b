import { createCookie } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createToast, type Toast, type ToastInput } from "../utils/toast";

/**
 * At most this many toasts wait for the next page: posts whose redirect is never followed (a
 * script, a double submit) would otherwise pile up cookies past what a browser keeps.
 */
export const MAX_QUEUED_TOASTS = 3;

/**
 * The toasts of one request: the ones the browser brought, each in a signed cookie of its own
 * (`inzet_toast_<id>`), and the ones flashed while it runs. Not in the session cookie: two requests
 * of one visitor at once each write the whole session, and the last answer's copy wins, so a
 * toast one of them put there was lost when the other's answer came later, or when its own
 * session was not written because the other rotated the API token meanwhile (load-context.ts).
 * A request only writes the cookies of the toasts it flashed or took, never the others'.
 */
export interface ToastJar {
  incoming: { name: string; toast: Toast | null }[];
  flashed: Toast[];
  taken: boolean;
}

const prefixFor = (https: boolean) => (https ? "__Host-inzet_toast_" : "inzet_toast_");

const toastCookie = (name: string, secret: string) => createCookie(name, { httpOnly: true, secure: true, sameSite: "lax", path: "/", secrets: [secret] });

const isToast = (value: unknown): value is Toast =>
  typeof value === "object" && value !== null && typeof (value as Toast).id === "string" && typeof (value as Toast).createdAt === "number";

/** Reads the toasts the request brought; `commit` answers the Set-Cookie values of what changed. */
export async function openToasts(request: Request, secret: string) {
  const https = new URL(request.url).protocol === "https:";
  const prefix = prefixFor(https);
  const header = request.headers.get("Cookie") ?? "";
  const names = [...new Set(header.split(";").map((part) => part.trim().split("=")[0] ?? ""))].filter((name) => name.startsWith(prefix));
  const jar: ToastJar = { incoming: [], flashed: [], taken: false };
  // More than a few means someone set them by hand: the extra ones are only cleared.
  for (const name of names) {
    const value = jar.incoming.length < MAX_QUEUED_TOASTS * 2 ? await toastCookie(name, secret).parse(header) : null;
    jar.incoming.push({ name, toast: isToast(value) ? value : null });
  }
  const expire = (name: string) => toastCookie(name, secret).serialize("", { maxAge: 0 });
  return {
    toasts: jar,
    commit: async (): Promise<string[]> => {
      const cookies: string[] = [];
      const waiting = jar.taken ? [] : jar.incoming.filter((c) => c.toast !== null).sort((a, b) => a.toast!.createdAt - b.toast!.createdAt);
      const over = Math.max(0, waiting.length + jar.flashed.length - MAX_QUEUED_TOASTS);
      const dropped = new Set(waiting.slice(0, over).map((c) => c.name));
      for (const { name, toast } of jar.incoming) if (jar.taken || toast === null || dropped.has(name)) cookies.push(await expire(name));
      for (const toast of jar.flashed.slice(Math.max(0, over - waiting.length))) cookies.push(await toastCookie(prefix + toast.id, secret).serialize(toast));
      return cookies;
    },
  };
}

/** Queues a toast for the next page the visitor sees, across a redirect and without JavaScript. */
export function flashToast(context: Pick<AppLoadContext, "toasts">, input: ToastInput): Toast {
  const toast = createToast(input);
  context.toasts.flashed = [...context.toasts.flashed, toast].slice(-MAX_QUEUED_TOASTS);
  return toast;
}

/** Takes the queued toasts (the ones the browser brought and any flashed in this request): each is shown once. */
export function takeToasts(context: Pick<AppLoadContext, "toasts">): Toast[] {
  const jar = context.toasts;
  const brought = jar.taken ? [] : jar.incoming.flatMap((c) => (c.toast ? [c.toast] : []));
  const shown = [...brought, ...jar.flashed].sort((a, b) => a.createdAt - b.createdAt).slice(-MAX_QUEUED_TOASTS);
  jar.taken = true;
  jar.flashed = [];
  return shown;
}
