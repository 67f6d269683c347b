import { describe, expect, it } from "vitest";
import { encode } from "../../../vendor/uqr/index.mjs";
import { qrDataUrl, qrSvg } from "./qr";

const LINK = "https://demo.example.org/diensten/5001/inchecken/00000000000000000000000000000000";

/** The dark modules an SVG's path draws, read back from its rows of stroked runs. */
function darkModules(svg: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, move, a, b, length] of svg.matchAll(/([Mm])(\d+) (\d+)(?:\.5)?h(\d+)/g)) {
    if (move === "M") [x, y] = [Number(a), Number(b)];
    else x += Number(a);
    for (let i = 0; i < Number(length); i++) grid[y]![x + i] = true;
    x += Number(length);
  }
  return grid;
}

describe("a shift's QR code", () => {
  it("draws exactly the code's dark modules, the quiet zone around them", () => {
    const { size, data } = encode(LINK, { ecc: "M", border: 2 });
    const svg = qrSvg(LINK);
    expect(svg).toContain(`viewBox='0 0 ${size} ${size}'`);
    expect(darkModules(svg, size)).toEqual(data);
    expect(data[0]!.some(Boolean), "the border row stays white").toBe(false);
  });

  it("is a data URL an img can show, far smaller than a square per module", () => {
    const url = qrDataUrl(LINK);
    expect(url.startsWith("data:image/svg+xml,%3Csvg ")).toBe(true);
    // Nothing an attribute escapes: React writes it as it is.
    expect(url).not.toMatch(/[<>"'&#]/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(qrSvg(LINK));
    // uqr's own SVG of this link: 10,444 characters, 13,928 as base64.
    expect(url.length).toBeLessThan(4000);
    expect(qrDataUrl(LINK), "drawn once per isolate").toBe(url);
  });
});
