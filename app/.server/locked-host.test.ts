import { describe, expect, it } from "vitest";
import { lockedHostRedirect } from "./locked-host";

const config = { LOCKED_HOSTS: { "handen.example": "/gelderse-handen" } };

describe("lockedHostRedirect", () => {
  it("sends every other path on the locked host to its landing path", () => {
    for (const path of ["/", "/vacancies/search?q=x", "/login"]) {
      const response = lockedHostRedirect(new Request(`https://handen.example${path}`), config);
      expect(response?.status).toBe(302);
      expect(response?.headers.get("Location")).toBe("/gelderse-handen");
    }
  });

  it("lets the landing path itself through, and leaves other hosts alone", () => {
    expect(lockedHostRedirect(new Request("https://handen.example/gelderse-handen"), config)).toBeNull();
    expect(lockedHostRedirect(new Request("https://oldebroek.example/login"), config)).toBeNull();
  });
});
