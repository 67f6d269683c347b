import { describe, expect, it } from "vitest";
import { applySparseFieldsets } from "./sparse-fieldsets";

describe("applySparseFieldsets", () => {
  const document = () => ({
    data: [
      {
        type: "users",
        id: "1",
        attributes: { name: "A", email: "a@x" },
        relationships: { roles: {}, org: {} },
      },
    ],
    included: [{ type: "roles", id: "2", attributes: { name: "admin", level: 3 } }],
  });

  it("keeps only the listed attributes and relationships of the listed types", () => {
    const result = applySparseFieldsets(document(), {
      users: ["email", "roles"],
    });
    expect(result.data[0]).toEqual({
      type: "users",
      id: "1",
      attributes: { email: "a@x" },
      relationships: { roles: {} },
    });
    expect(result.included[0].attributes).toEqual({ name: "admin", level: 3 });
  });

  it("applies to included resources and to a single primary resource", () => {
    const single = { data: document().data[0], included: document().included };
    const result = applySparseFieldsets(single, { roles: [] });
    expect(result.included[0]).toEqual({ type: "roles", id: "2" });
    expect(result.data.attributes).toEqual({ name: "A", email: "a@x" });
  });

  it("keeps the attributes in the order the resource has them, whatever order the fieldset lists", () => {
    const result = applySparseFieldsets(document(), { users: ["email", "name"] });
    expect(Object.keys(result.data[0].attributes)).toEqual(["name", "email"]);
  });

  it("keeps an attribute named __proto__ as a key, setting no prototype", () => {
    const attributes = JSON.parse('{"__proto__": {"polluted": true}, "name": "A"}') as Record<string, unknown>;
    const result = applySparseFieldsets({ data: { type: "users", id: "1", attributes } }, { users: ["__proto__", "name"] });
    const kept = result.data.attributes as Record<string, unknown>;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(JSON.stringify(kept)).toBe('{"__proto__":{"polluted":true},"name":"A"}');
  });
});
