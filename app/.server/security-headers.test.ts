import { describe, expect, it } from "vitest";
import { withSecurityHeaders } from "./security-headers";

describe("withSecurityHeaders", () => {
  it("adds nosniff, a referrer policy and frame denial to every answer, keeping status and body", async () => {
    const response = withSecurityHeaders(new Response("page", { status: 404 }), new Request("http://localhost/x"));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("page");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("asks browsers to stay on https once they came over https", () => {
    const response = withSecurityHeaders(new Response(null), new Request("https://oldebroek.example/"));
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/^max-age=31536000/);
  });
});
