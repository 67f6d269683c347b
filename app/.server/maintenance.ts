import type { TFunction } from "~/i18n-t";
import type { Suspension } from "./api/client";
import { isSafeColor } from "./theme";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What every page of a suspended tenant answers (`tenant suspend`, docs/operators.md): 503 with
 * Retry-After, so visitors and crawlers know it is temporary, in the centre's name and colour as
 * the api sent them. A page of its own, not the error screen: no api call can succeed for it.
 */
export function maintenancePage(suspension: Suspension, t: TFunction, lang: string, nonce: string): Response {
  const name = suspension.name ?? t("common:maintenance.fallbackName");
  const color = isSafeColor(suspension.primaryColor) ? suspension.primaryColor.trim() : "#334155";
  const html = `<!DOCTYPE html>
<html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t("common:maintenance.title"))} · ${escape(name)}</title>
<style nonce="${escape(nonce)}">body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc}header{background:${color};color:#fff;padding:1.5rem}
main{max-width:40rem;margin:2rem auto;padding:0 1.5rem;line-height:1.6}h1{margin:0;font-size:1.5rem}</style></head>
<body><header><p style="margin:0;font-weight:600">${escape(name)}</p></header>
<main><h1>${escape(t("common:maintenance.title"))}</h1><p>${escape(t("common:maintenance.body"))}</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "3600", "Cache-Control": "no-store" },
  });
}
