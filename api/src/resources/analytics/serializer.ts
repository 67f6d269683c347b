import { ANALYTICS_REPORTS, type AnalyticsReportAttributes, HOUR_FIGURES, type HourFigureAttributes, ORGANIZATION_FIGURES } from "@contract/analytics";
import { Relator, Serializer } from "../../jsonapi/ts-japi";
import type { OrganizationFigure } from "./organizations";

export const ANALYTICS_PATH = "/api/v1/analytics";

/** The centre's hours over a period: one per centre and period. */
export type HourFiguresResource = { id: string } & HourFigureAttributes;
export const hourFiguresSerializer = new Serializer<HourFiguresResource>(HOUR_FIGURES);

/**
 * A centre's report on the wire: one per centre, period and metric, so its id names all three.
 * `hours`: the centre's hours over the same period, read only when asked (`include=hours`).
 */
export type AnalyticsReportResource = { id: string } & AnalyticsReportAttributes & { hours?: HourFiguresResource };

export const reportSerializer = new Serializer<AnalyticsReportResource>(ANALYTICS_REPORTS, {
  relators: {
    // Not asked, not read: no `hours` member at all (undefined), rather than an empty one.
    hours: new Relator<AnalyticsReportResource, HourFiguresResource>(async (report) => report.hours, hourFiguresSerializer, { relatedName: "hours" }),
  },
});
export const organizationSerializer = new Serializer<OrganizationFigure>(ORGANIZATION_FIGURES);
