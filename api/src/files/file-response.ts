/**
 * A stored file's bytes as an answer: R2's own content type and length, never sniffed by the
 * browser (the type was checked on upload); `headers` adds its caching, ETag or download name.
 */
export function fileResponse(object: R2ObjectBody, headers: Record<string, string>) {
  const answer = new Headers();
  object.writeHttpMetadata(answer);
  answer.set("Content-Length", String(object.size));
  answer.set("X-Content-Type-Options", "nosniff");
  for (const [name, value] of Object.entries(headers)) answer.set(name, value);
  return new Response(object.body, { headers: answer });
}
