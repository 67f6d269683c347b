/**
 * A file the web worker writes itself (a CSV, a calendar feed): its type, its name, whether the
 * browser shows it (`inline`: a calendar app reads the feed) or saves it, and who may keep it.
 */
export const fileAnswer = (body: string, { type, filename, inline = false, cache }: { type: string; filename: string; inline?: boolean; cache: string }) =>
  new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${filename}"`, "Cache-Control": cache },
  });
