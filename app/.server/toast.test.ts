import { describe, expect, it } from "vitest";
import { MAX_QUEUED_TOASTS, flashToast, openToasts, takeToasts } from "./toast";

const SECRET = "a-test-secret-of-at-least-32-characters";
const ORIGIN = "https://inzet.example";

/** A browser's cookie jar: each Set-Cookie replaces its name, Max-Age=0 removes it. */
function keep(jar: Map<string, string>, setCookies: string[]) {
  for (const line of setCookies) {
    const [pair] = line.split(";");
    const name = pair!.slice(0, pair!.indexOf("="));
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, pair!);
  }
}

/** One request of the browser with `jar`: its toasts, and what its answer writes back. */
async function request(jar: Map<string, string>) {
  const { toasts, commit } = await openToasts(new Request(`${ORIGIN}/`, { headers: { Cookie: [...jar.values()].join("; ") } }), SECRET);
  return { context: { toasts }, commit };
}

describe("flashed toasts", () => {
  it("wait for the next page, which shows each once", async () => {
    const jar = new Map<string, string>();
    const post = await request(jar);
    flashToast(post.context, { title: "Opgeslagen", color: "success" });
    keep(jar, await post.commit());
    const page = await request(jar);
    expect(takeToasts(page.context).map((t) => t.title)).toEqual(["Opgeslagen"]);
    expect(takeToasts(page.context)).toEqual([]);
    keep(jar, await page.commit());
    expect(jar.size).toBe(0);
    expect(takeToasts((await request(jar)).context)).toEqual([]);
  });

  it("survive requests at the same moment: each writes only its own toast's cookie, so none is lost", async () => {
    // Two posts and a background read of one visitor at once, all sent with the same cookies.
    // In the session cookie, the answer that came last wrote the whole session and dropped the
    // other post's toast (and a post whose API token another request had rotated wrote none).
    const jar = new Map<string, string>();
    const [save, upload, preview] = await Promise.all([request(jar), request(jar), request(jar)]);
    flashToast(save.context, { title: "Opgeslagen" });
    flashToast(upload.context, { title: "Geüpload" });
    for (const answer of [save, preview, upload, preview]) keep(jar, await answer.commit());
    const page = await request(jar);
    expect(takeToasts(page.context).map((t) => t.title)).toEqual(["Opgeslagen", "Geüpload"]);
  });

  it("refuse a cookie not signed with the secret", async () => {
    const { toasts } = await openToasts(
      new Request(`${ORIGIN}/`, { headers: { Cookie: `__Host-inzet_toast_x=${btoa(JSON.stringify({ id: "x", createdAt: 1, title: "Nep" }))}` } }),
      SECRET,
    );
    expect(takeToasts({ toasts })).toEqual([]);
  });

  it("keep only the newest few when posts come without a page in between, so the cookies stay few", async () => {
    const jar = new Map<string, string>();
    for (let i = 1; i <= 8; i++) {
      const post = await request(jar);
      flashToast(post.context, { title: `Toast ${i}`, color: "success" });
      keep(jar, await post.commit());
    }
    expect(jar.size).toBe(MAX_QUEUED_TOASTS);
    const shown = takeToasts((await request(jar)).context).map((t) => t.title);
    expect(shown).toEqual(["Toast 6", "Toast 7", "Toast 8"]);
  }, 30_000);
});
