import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as matrix from "../api/test/authorization-matrix";
import { END, START, renderMatrix, spliceDoc } from "./authorization-table.mjs";

const doc = readFileSync(new URL("../docs/authorization.md", import.meta.url), "utf8");

describe("docs/authorization.md", () => {
  it("shows the matrix of api/test/authorization-matrix.ts (node scripts/authorization-table.mjs)", () => {
    expect(spliceDoc(doc, renderMatrix(matrix))).toBe(doc);
  });

  it("has one table line per row of the matrix", () => {
    const section = doc.slice(doc.indexOf(START), doc.indexOf(END));
    const lines = section.split("\n").filter((l) => /^\| (GET|POST|PUT|PATCH|DELETE) \|/.test(l));
    expect(lines).toHaveLength(matrix.AUTHORIZATION_MATRIX.length);
  });
});
