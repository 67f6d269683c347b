import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { tenantSwitchAvailable } from "./tenant-switch";

const contextFor = (ENVIRONMENT: string) => ({ config: { ENVIRONMENT, HOST_TENANTS: { "oldebroek.example": "oldebroek" } } }) as unknown as AppLoadContext;

describe("tenantSwitchAvailable", () => {
  it("offers /switch on a host that names no tenant, outside production", () => {
    expect(tenantSwitchAvailable(new Request("http://localhost:8790/"), contextFor("development"))).toBe(true);
    expect(tenantSwitchAvailable(new Request("https://staging.example/"), contextFor("test"))).toBe(true);
  });

  it("never in production, and not where the host decides the tenant", () => {
    expect(tenantSwitchAvailable(new Request("https://inzet.example/"), contextFor("production"))).toBe(false);
    expect(tenantSwitchAvailable(new Request("https://OLDEBROEK.example/switch"), contextFor("development"))).toBe(false);
  });
});
