import { describe, expect, it } from "vitest";
import { centerHost, centerSiteUrl } from "./center-site";
import { shortDescription } from "./partners";

// The shape of web wrangler.toml's oldebroek collaboration.
const config = {
  HOST_TENANTS: { "oldebroek.localhost": "oldebroek", "hattem.localhost": "oldebroek", "handen.localhost": "oldebroek", "demo.localhost": "demo" },
  VOLUNTEER_CENTER_HOSTS: { "hattem.localhost": "7" },
  LOCKED_HOSTS: { "handen.localhost": "/gelderse-handen" },
  DEFAULT_VOLUNTEER_CENTER_IDS: { oldebroek: "2", demo: "1" },
};

describe("a partner centre's own site", () => {
  it("is its own host, else the tenant's host for its default centre, never a locked landing host", () => {
    expect(centerHost(config, "oldebroek", "7")).toBe("hattem.localhost");
    expect(centerHost(config, "oldebroek", "2")).toBe("oldebroek.localhost");
    expect(centerHost(config, "demo", "1")).toBe("demo.localhost");
  });

  it("is unknown for a centre no host shows", () => {
    expect(centerHost(config, "oldebroek", "99")).toBeNull();
    expect(centerHost({ ...config, HOST_TENANTS: { "handen.localhost": "oldebroek" } }, "oldebroek", "2")).toBeNull();
  });

  it("keeps the request's scheme and port", () => {
    expect(centerSiteUrl(config, "oldebroek", "7", "http://handen.localhost:9300/gelderse-handen")).toBe("http://hattem.localhost:9300/");
    expect(centerSiteUrl(config, "oldebroek", "2", "https://handen.example/gelderse-handen")).toBe("https://oldebroek.localhost/");
  });
});

describe("shortDescription", () => {
  it("keeps a short text and cuts a long one at a word, with an ellipsis", () => {
    expect(shortDescription("  Fanfare en\nslagwerk. ")).toBe("Fanfare en slagwerk.");
    expect(shortDescription("aaaa bbbb cccc dddd", 12)).toBe("aaaa bbbb…");
    expect(shortDescription("", 12)).toBeNull();
    expect(shortDescription(null)).toBeNull();
  });
});
