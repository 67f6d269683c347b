// The unit tests' worker vars: what the [vars] of wrangler.toml give, written out so a test can
// change one value (wrangler-config.test.ts checks the real file).
export const SECRET = "a-session-secret-of-at-least-32-characters";

export const vars = {
  DEFAULT_TENANT: "demo",
  SESSION_SECRET: SECRET,
  TENANT_COOKIE_NAME: "tenant",
  MEEDOEN_TENANT: "meedoen",
  NEIGHBOUR_HELP_TENANT: "roermond",
  CENTER_SHARING_TENANT: "oldebroek",
  APP_CONFIG: { enableOrganizationsMoving: true },
  TENANTS: {
    demo: { appName: "" },
    oldebroek: { appName: "" },
    roermond: { appName: "" },
    meedoen: { appName: "Meedoen" },
    mas4you: { appName: "" },
    public: { appName: "Inzet" },
  },
  HOST_TENANTS: {
    "demo.localhost": "demo",
    "oldebroek.localhost": "oldebroek",
    "roermond.localhost": "roermond",
    "meedoen.localhost": "meedoen",
    "mas4you.localhost": "mas4you",
    "public.localhost": "public",
  },
  VOLUNTEER_CENTER_HOSTS: { "hattem.localhost": "7" },
  DEFAULT_VOLUNTEER_CENTER_IDS: { demo: "1", oldebroek: "2", roermond: "3", meedoen: "4", mas4you: "5", public: "6" },
};
