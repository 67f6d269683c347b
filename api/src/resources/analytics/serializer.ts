import { ANALYTICS_REPORTS, type AnalyticsReportAttributes, HOUR_FIGURES, type HourFigureAttributes, ORGANIZATION_FIGURES } from "@contract/analytics";
import { Serializer } from "../../jsonapi/ts-japi";
import type { OrganizationFigure } from "./organizations";

export const ANALYTICS_PATH = "/api/v1/analytics";

/** A centre's report on the wire: one per centre, period and metric, so its id names all three. */
export type AnalyticsReportResource = { id: string } & AnalyticsReportAttributes;

export const reportSerializer = new Serializer<AnalyticsReportResource>(ANALYTICS_REPORTS);
export const organizationSerializer = new Serializer<OrganizationFigure>(ORGANIZATION_FIGURES);

/** The centre's hours over a period: one per centre and period. */
export type HourFiguresResource = { id: string } & HourFigureAttributes;
export const hourFiguresSerializer = new Serializer<HourFiguresResource>(HOUR_FIGURES);
