// Any path no other route matches. Throwing here (rather than letting Remix find no route) means the
// root loader runs first, so the 404 screen keeps the centre's theme, header and language.
export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
