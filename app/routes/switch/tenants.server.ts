import type { AppLoadContext } from "@remix-run/cloudflare";
import { listVolunteerCenters } from "~/.server/api/volunteer-centers";

/** Every configured tenant with the names of its centres, for the switch page. */
export async function listTenants(context: AppLoadContext) {
  const { config, api } = context;
  return Promise.all(
    Object.entries(config.TENANTS).map(async ([tenant, { appName }]) => {
      const scoped = api.withScope({
        tenant,
        appContext: tenant === config.MEEDOEN_TENANT ? "meedoen" : "main",
        volunteerCenterId: null,
      });
      // A tenant configured here but absent from the database still gets listed, without centres.
      const centers = await listVolunteerCenters(scoped).catch(() => []);
      return { tenant, appName, centers: centers.map((center) => center.name) };
    }),
  );
}
