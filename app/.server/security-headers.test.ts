import { describe, expect, it } from "vitest";
import { withSecurityHeaders } from "./security-headers";

const NONCE = "bm9uY2Utb2YtdGhpcy10ZXN0";
const secure = (path: string, options: { frameAncestors?: string; tileUrl?: string } = {}, response = new Response(null)) =>
  withSecurityHeaders(response, new Request(`https://x.example${path}`), { nonce: NONCE, ...options });
const csp = (response: Response) => response.headers.get("Content-Security-Policy") ?? "";
const directive = (response: Response, name: string) =>
  csp(response)
    .split("; ")
    .find((d) => d.split(" ")[0] === name);

describe("withSecurityHeaders", () => {
  it("adds nosniff, a referrer policy and frame denial to every answer, keeping status and body", async () => {
    const response = withSecurityHeaders(new Response("page", { status: 404 }), new Request("http://localhost/x"), { nonce: NONCE });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("page");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("asks browsers to stay on https once they came over https", () => {
    expect(secure("/").headers.get("Strict-Transport-Security")).toMatch(/^max-age=31536000/);
  });

  it("runs only scripts that carry this response's nonce, with no inline escape hatch", () => {
    const page = secure("/");
    expect(directive(page, "script-src")).toBe(`script-src 'nonce-${NONCE}' 'strict-dynamic'`);
    expect(csp(page)).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(page, "style-src")).toBe(`style-src 'self' 'nonce-${NONCE}'`);
    expect(directive(page, "object-src")).toBe("object-src 'none'");
    expect(directive(page, "base-uri")).toBe("base-uri 'none'");
    expect(directive(page, "form-action")).toBe("form-action 'self'");
    expect(directive(page, "connect-src")).toMatch(/^connect-src 'self'/);
    expect(directive(page, "frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("lets the map's tile host serve images, whatever the tile template", () => {
    expect(directive(secure("/", { tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" }), "img-src")).toContain(" https://tile.openstreetmap.org");
    expect(directive(secure("/", { tileUrl: "https://{s}.tiles.example:8443/{z}/{x}/{y}.png?key=1" }), "img-src")).toContain(" https://*.tiles.example:8443");
  });

  it("lets partner sites frame the vacancy list too, with the same sources", () => {
    for (const path of ["/embed/vacatures", "/embed/vacatures?organization=1&theme=Sport"]) {
      const embed = secure(path, { frameAncestors: "https://partner.example" });
      expect(embed.headers.get("X-Frame-Options"), path).toBeNull();
      expect(directive(embed, "frame-ancestors"), path).toBe("frame-ancestors 'self' https://partner.example");
      expect(directive(embed, "script-src"), path).toBe(`script-src 'nonce-${NONCE}' 'strict-dynamic'`);
    }
  });

  it("lets partner sites frame the social map widget, and only the embed paths", () => {
    const embed = secure("/embed/sociale-kaart?tag=Sport");
    expect(embed.headers.get("X-Frame-Options")).toBeNull();
    expect(directive(embed, "frame-ancestors")).toBe("frame-ancestors 'self' https:");
    expect(directive(embed, "script-src")).toBe(`script-src 'nonce-${NONCE}' 'strict-dynamic'`);
    expect(embed.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const configured = secure("/embed/sociale-kaart", { frameAncestors: "https://partner.example" });
    expect(directive(configured, "frame-ancestors")).toBe("frame-ancestors 'self' https://partner.example");
    for (const path of ["/sociale-kaart", "/embed/sociale-kaartx", "/embed/other", "/vacancies/search", "/embed/vacaturesx", "/embed/vacatures-admin"]) {
      const page = secure(path, { frameAncestors: "https://partner.example" });
      expect(page.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(directive(page, "frame-ancestors"), path).toBe("frame-ancestors 'none'");
    }
  });
});
