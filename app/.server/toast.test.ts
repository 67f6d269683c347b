import { describe, expect, it } from "vitest";
import { MAX_QUEUED_TOASTS, flashToast, takeToasts } from "./toast";

// The session as the cookie session storage behaves: values by key, unset removes.
function sessionContext() {
  const values = new Map<string, unknown>();
  const session = {
    get: (key: string) => values.get(key),
    set: (key: string, value: unknown) => void values.set(key, value),
    unset: (key: string) => void values.delete(key),
  };
  return { session } as unknown as Parameters<typeof flashToast>[0];
}

describe("flashed toasts", () => {
  it("wait for the next page, which shows each once", () => {
    const context = sessionContext();
    flashToast(context, { title: "Opgeslagen", color: "success" });
    expect(takeToasts(context).map((t) => t.title)).toEqual(["Opgeslagen"]);
    expect(takeToasts(context)).toEqual([]);
  });

  it("keep only the newest few when posts come without a page in between, so the cookie stays small", () => {
    const context = sessionContext();
    for (let i = 1; i <= 40; i++) flashToast(context, { title: `Toast ${i}`, color: "success" });
    const shown = takeToasts(context).map((t) => t.title);
    expect(shown).toHaveLength(MAX_QUEUED_TOASTS);
    expect(shown.at(-1)).toBe("Toast 40");
  });
});
