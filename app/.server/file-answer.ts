/**
 * A file the web worker answers (a CSV, a calendar feed it writes; the api's export of one's own
 * data it passes on): its type, its name, whether the browser shows it (`inline`: a calendar app
 * reads the feed) or saves it, and who may keep it.
 */
export const fileAnswer = (
  body: BodyInit | null,
  { type, filename, inline = false, cache }: { type: string; filename: string; inline?: boolean; cache: string },
) =>
  new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${filename}"`, "Cache-Control": cache },
  });
