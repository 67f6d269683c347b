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

  it("lets partner sites frame the social map widget, and only that path", () => {
    const embed = withSecurityHeaders(new Response(null), new Request("https://x.example/embed/sociale-kaart?tag=Sport"));
    expect(embed.headers.get("X-Frame-Options")).toBeNull();
    expect(embed.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'self' https:");
    expect(embed.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const configured = withSecurityHeaders(new Response(null), new Request("https://x.example/embed/sociale-kaart"), "https://partner.example");
    expect(configured.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'self' https://partner.example");
    for (const path of ["/sociale-kaart", "/embed/sociale-kaartx", "/embed/other"]) {
      const page = withSecurityHeaders(new Response(null), new Request(`https://x.example${path}`));
      expect(page.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(page.headers.get("Content-Security-Policy"), path).toBeNull();
    }
  });
});
