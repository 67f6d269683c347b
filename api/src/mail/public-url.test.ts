import { describe, expect, it } from "vitest";
import { ConfigError, configOf } from "../config";
import { publicBaseUrl, publicLink } from "./public-url";

const config = configOf({
  MAIL_LINK_BASE_URL: "https://inzet.example",
  PUBLIC_URLS: {
    oldebroek: "https://www.vrijwilligersoldebroek.example/ignored/path",
  },
  CENTER_PUBLIC_URLS: JSON.stringify({ "7": "https://www.vrijwilligershattem.example" }),
});

describe("publicBaseUrl", () => {
  it("gives the centre's own host, else the tenant's, else the deployment's", () => {
    expect(publicBaseUrl(config, "oldebroek", 7).href).toBe("https://www.vrijwilligershattem.example/");
    expect(publicBaseUrl(config, "oldebroek", 2).href).toBe("https://www.vrijwilligersoldebroek.example/");
    expect(publicBaseUrl(config, "oldebroek", null).href).toBe("https://www.vrijwilligersoldebroek.example/");
    expect(publicBaseUrl(config, "demo", 1).href).toBe("https://inzet.example/");
  });

  it("names the var when a tenant has no public site at all", () => {
    const bare = configOf({ PUBLIC_URLS: { demo: "https://demo.example" } });
    expect(() => publicBaseUrl(bare, "roermond", null)).toThrow(ConfigError);
    expect(() => publicBaseUrl(bare, "roermond", null)).toThrow(/PUBLIC_URLS: no public URL for tenant 'roermond'/);
  });

  it("refuses a map with a non-http(s) URL or a key that is no tenant id", () => {
    expect(() => configOf({ PUBLIC_URLS: { demo: "javascript:alert(1)" } })).toThrow(/Invalid api var PUBLIC_URLS/);
    expect(() => configOf({ CENTER_PUBLIC_URLS: '{"x": "https://a.example"}' })).toThrow(/Invalid api var CENTER_PUBLIC_URLS/);
    expect(() => configOf({ PUBLIC_URLS: "not json" })).toThrow(/Invalid api var PUBLIC_URLS/);
  });
});

describe("publicLink", () => {
  it("keeps a path that looks like another host on the configured site", () => {
    expect(publicLink(config, "oldebroek", null, "//evil.example/x")).toBe("https://www.vrijwilligersoldebroek.example//evil.example/x");
  });
});
