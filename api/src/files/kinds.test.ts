import { describe, expect, it } from "vitest";
import { sniffType } from "./kinds";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffType", () => {
  it.each([
    ["png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["webp", bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 ")],
    ["pdf", bytes("%PDF-1.7\n")],
  ])("knows %s by its signature", (type, content) => {
    expect(sniffType(content)).toBe(type);
  });

  it.each([
    ["an executable", bytes("MZ", [0x90, 0, 3, 0])],
    ["an ELF binary", bytes([0x7f], "ELF")],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["HTML", bytes("<!doctype html><script>")],
    ["a RIFF that is not WebP", bytes("RIFF", [1, 2, 3, 4], "WAVEfmt ")],
    ["a truncated PNG signature", bytes([0x89], "PNG")],
    ["nothing", bytes()],
  ])("refuses %s", (_name, content) => {
    expect(sniffType(content)).toBeNull();
  });
});
