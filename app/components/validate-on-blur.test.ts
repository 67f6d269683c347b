import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Spec section 5: forms validate on blur, not on change, input or model update; after a first
// error too (conform's shouldRevalidate). Every useForm of the app says onBlur, or leaves
// shouldRevalidate out (it then follows shouldValidate). "onSubmit" is a form the server alone
// checks (messages): never on change or input either.
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith(".tsx") ? [join(dir, entry.name)] : [],
  );

describe("client-side validation", () => {
  it("runs on blur only, in every form", () => {
    const options = files("app").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/should(Re)?[vV]alidate:\s*"(\w+)"/g)].map((m) => ({ file, option: m[0], value: m[2] })),
    );
    expect(options.length).toBeGreaterThan(15);
    expect(options.filter((o) => o.value !== "onBlur" && o.value !== "onSubmit").map((o) => `${o.file}: ${o.option}`)).toEqual([]);
  });
});
