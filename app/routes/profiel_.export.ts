import { ownDataFileName } from "@contract/own-data";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { fetchOwnData } from "~/.server/api/own-data";
import { requireUser } from "~/.server/auth";
import { fileAnswer } from "~/.server/file-answer";

/**
 * "Download my data" on /profiel: a plain GET that answers the api's export as a JSON file, so it
 * works without JavaScript. Personal data: never stored by a cache.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const answer = await fetchOwnData(context);
  // nosniff, as on every answer: withSecurityHeaders.
  return fileAnswer(answer.body, { type: "application/json; charset=utf-8", filename: ownDataFileName(new Date().toISOString()), cache: "no-store" });
}
