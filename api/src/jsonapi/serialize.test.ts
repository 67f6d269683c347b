import { describe, expect, it } from "vitest";
import { linksOn, resourceUrlOf, serializeDocument } from "./serialize";
import { Serializer } from "./ts-japi";

describe("links on the request's origin", () => {
  const request = "http://api.test:8787/api/v1/shifts?page[size]=2";

  it("writes a plain path as URL writes it, origin and port included", () => {
    const on = linksOn(request);
    for (const path of ["/api/v1/shifts/7", "/api/v1/notification_templates/1.digest", "/api/v1/a_b/c~d-e"]) expect(on(path)).toBe(new URL(path, request).href);
    expect(linksOn("https://inzet.example/x")("/api/v1/users/1")).toBe("https://inzet.example/api/v1/users/1");
  });

  it("leaves a path with dot segments or characters to escape to URL", () => {
    const on = linksOn(request);
    for (const path of ["/api/v1/../users/1", "/api/v1/./x", "/api/v1/a b", "/api/v1/ü", "/api/v1//x", "/api/v1/x?y"])
      expect(on(path)).toBe(new URL(path, request).href);
  });

  it("gives each resource of a document its own link, and the document the request's", async () => {
    const serializer = new Serializer<{ id: string; name: string }>("things", { projection: { name: 1 } });
    const document = JSON.parse(
      JSON.stringify(
        await serializeDocument(serializer, [{ id: "3", name: "a" }], {
          include: [],
          fields: {},
          selfUrl: request,
          resourceUrl: resourceUrlOf("/api/v1/things")(request),
        }),
      ),
    );
    expect(document.links.self).toBe(new URL(request).href);
    expect(document.data[0].links.self).toBe("http://api.test:8787/api/v1/things/3");
  });
});
