// The api worker's Hono app, apart from the worker entry (index.ts) so tests can walk its routes
// (the fuzz suite's route inventory and the authorization matrix) without the entry module
// exporting anything but handlers.
import { ORGANIZATION_ADMIN_INVITATIONS_PATH, organizationAdminInvitationRoutes } from "./resources/organization-admins/routes";
import { SHIFTS_BASE, shiftRoutes } from "./resources/shifts/routes";
import { SHIFT_SIGN_UPS_BASE, shiftSignUpRoutes } from "./resources/shift-sign-ups/routes";
import { HOUR_RECORDS_BASE, hourRecordRoutes } from "./resources/hour-records/routes";
import { SHIFT_CHECK_INS_BASE, shiftCheckInRoutes } from "./resources/shift-check-ins/routes";
import { SHIFT_MESSAGES_BASE, shiftMessageRoutes } from "./resources/shift-messages/routes";
import { ORGANIZATION_ADMIN_ACCEPTANCES_PATH, organizationAdminAcceptanceRoutes } from "./resources/organization-admin-acceptances/routes";
import { ORGANIZATION_CLAIMS_PATH, organizationClaimRoutes } from "./resources/organization-claims/routes";
import { ORGANIZATION_EDIT_PROPOSALS_PATH, organizationEditProposalRoutes } from "./resources/organization-edit-proposals/routes";
import { ORGANIZATIONS_WITHOUT_USERS_PATH, organizationsWithoutUsersRoutes } from "./resources/organizations-without-users/routes";
import { SIGN_IN_AS_USER_PATH, signInAsUserRoutes } from "./resources/sign-in-as-user/routes";
import { roleRoutes } from "./resources/roles/routes";
import { Hono } from "hono";
import { authenticateWith } from "./auth/authenticate";
import { besideCurrentUser } from "./resources/current-user/beside-session";
import { BATCH_PATH, batchRoutes, besideBatch } from "./resources/batch/routes";
import { isAuthPath } from "./auth/envelope";
import { authMediaType } from "./auth/media-type";
import { AUTH_PATH, authRoutes } from "./auth/routes";
import { withDb } from "./db/client";
import { reportServerErrors } from "./error-reporting/report";
import type { AppEnv } from "./env";
import { handleError, handleNotFound } from "./jsonapi/error-handler";
import { jsonApiMediaType } from "./jsonapi/media-type";
import { CURRENT_ORGANIZATIONS_BASE, currentOrganizationRoutes } from "./resources/current-organizations/routes";
import { ORGANIZATIONS_PATH, organizationRoutes } from "./resources/organizations/routes";
import { ORGANIZATION_SIGN_UPS_PATH, organizationSignUpRoutes } from "./resources/organization-sign-ups/routes";
import { ORGANIZATION_STARTS_PATH, organizationStartRoutes } from "./resources/organization-starts/routes";
import { OUTBOX_MESSAGES_PATH, outboxMessageRoutes } from "./resources/outbox-messages/routes";
import { USERS_PATH, userRoutes } from "./resources/users/routes";
import { CURRENT_USER_PATH, currentUserRoutes } from "./resources/current-user/routes";
import { CONFIRM_PATH, confirmRoutes } from "./resources/confirmations/routes";
import { VOLUNTEER_CENTERS_PATH, volunteerCenterRoutes } from "./resources/volunteer-centers/routes";
import { TAGS_PATH, tagRoutes } from "./resources/tags/routes";
import { PERIODIC_MAIL_BASE, periodicMailRoutes } from "./resources/periodic-mail/routes";
import { APPLICATIONS_PATH, applicationRoutes } from "./resources/applications/routes";
import { DATA_VIEWER_PATH, dataViewerRoutes } from "./resources/data-viewer/routes";
import { VACANCIES_PATH, vacancyRoutes } from "./resources/vacancies/routes";
import { OWN_DATA_PATH, ownDataRoutes } from "./resources/own-data/routes";
import { NOTIFICATIONS_PATH, notificationRoutes } from "./resources/notifications/routes";
import { PAGES_PATH, pageRoutes } from "./resources/pages/routes";
import { ACTIVITIES_BASE, activityRoutes } from "./resources/activities/routes";
import { API_HEALTH_PATH, apiHealthRoutes } from "./resources/health/routes";
import { RICH_TEXT_PREVIEWS_PATH, richTextPreviewRoutes } from "./resources/rich-text-previews/routes";
import { NOTIFICATION_TEMPLATES_PATH, notificationTemplateRoutes } from "./resources/notification-templates/routes";
import { NOTIFICATION_TEMPLATE_PREVIEWS_PATH, notificationTemplatePreviewRoutes } from "./resources/notification-template-previews/routes";
import { ADDRESS_LOCATIONS_PATH, addressLocationRoutes } from "./resources/address-locations/routes";
import { CONVERSATIONS_BASE, conversationRoutes } from "./resources/conversations/routes";
import { SIGN_UP_NOTICE_PREFERENCE_PATH, signUpNoticePreferenceRoutes } from "./resources/sign-up-notices/routes";
import { NEWS_ITEMS_PATH, newsItemRoutes } from "./resources/news-items/routes";
import { MENU_ITEMS_PATH, menuItemRoutes } from "./resources/menu-items/routes";
import { LIBRARY_FILES_PATH, libraryFileRoutes } from "./resources/library-files/routes";
import { STOCK_IMAGES_PATH, stockImageRoutes } from "./resources/stock-images/routes";
import { ANALYTICS_PATH, analyticsRoutes } from "./resources/analytics/routes";
import { DASHBOARD_PATH, dashboardRoutes } from "./resources/dashboard/routes";
import { resolveTenant } from "./tenancy";
import { bumpContentVersion } from "./resources/content-versions/bump";
import { CONTENT_VERSION_PATH, contentVersionRoutes } from "./resources/content-versions/routes";
import { OWN_PROFILE_PATH, ownProfileRoutes } from "./resources/own-volunteer-profiles/routes";
import { VOLUNTEER_PROFILES_PATH, volunteerProfileRoutes } from "./resources/volunteer-profiles/routes";
import { PROFILE_REPLIES_PATH, profileReplyRoutes } from "./resources/profile-replies/routes";
import { HELP_REQUESTS_BASE, helpRequestRoutes } from "./resources/help-requests/routes";
import { FORMS_BASE, formRoutes } from "./resources/forms/routes";
import { fileMediaType, isFileBodyPath } from "./resources/uploads/media-type";
import { UPLOADS_BASE, uploadRoutes } from "./resources/uploads/routes";
import { ORGANIZATION_CHECKS_PATH, organizationCheckRoutes } from "./resources/organization-checks/routes";
import { ORGANIZATION_CHECK_RUNS_PATH, organizationCheckRunRoutes } from "./resources/organization-check-runs/routes";

// strict: false so "/api/v1/users/" (as the spec writes some paths) and "/api/v1/users" are one route.
export const app = new Hono<AppEnv>({ strict: false });

// Order matters: content negotiation answers 415/406 before anything touches the database,
// then every product path is tenant-scoped before a route runs. /auth/* takes devise_token_auth's
// plain JSON as well as JSON:API and answers JSON (docs/decisions/0007-auth-protocol.md).
app.use("*", (c, next) =>
  isAuthPath(c.req.url) ? authMediaType(c, next) : isFileBodyPath(c.req.url, c.req.method) ? fileMediaType(c, next) : jsonApiMediaType(c, next),
);
// Outermost after content negotiation: it sees every answer, also those of app.onError.
app.use("*", reportServerErrors);
app.use("*", withDb);
app.use("/api/v1/*", resolveTenant);
app.use(`${AUTH_PATH}/*`, resolveTenant);
// Every /api/v1 request may carry credentials: it learns its user and rotates the token.
// A batch's session is read once for all its calls, with what its GET /current_user includes.
app.use(
  "/api/v1/*",
  authenticateWith((c) => besideCurrentUser(c) ?? besideBatch(c)),
);
// Every successful write makes the tenant's cached public pages stale (docs/decisions/0009-edge-cache.md).
app.use("/api/v1/*", bumpContentVersion);

app.route(AUTH_PATH, authRoutes);
// Several reads in one round trip, each answered by this app as on its own (contract/batch).
app.route(
  BATCH_PATH,
  batchRoutes((request, env, ctx) => app.fetch(request, env, ctx)),
);
app.route(VOLUNTEER_CENTERS_PATH, volunteerCenterRoutes);
app.route(USERS_PATH, userRoutes);
// A user's roles: /api/v1/users/:id/add_role and remove_role.
app.route(USERS_PATH, roleRoutes);
app.route(CURRENT_USER_PATH, currentUserRoutes);
app.route(CONFIRM_PATH, confirmRoutes);
app.route(SIGN_IN_AS_USER_PATH, signInAsUserRoutes);
app.route(CURRENT_ORGANIZATIONS_BASE, currentOrganizationRoutes);
app.route(ORGANIZATIONS_PATH, organizationRoutes);
app.route(ORGANIZATION_SIGN_UPS_PATH, organizationSignUpRoutes);
app.route(ORGANIZATION_STARTS_PATH, organizationStartRoutes);
app.route(ORGANIZATION_ADMIN_INVITATIONS_PATH, organizationAdminInvitationRoutes);
app.route(ORGANIZATION_ADMIN_ACCEPTANCES_PATH, organizationAdminAcceptanceRoutes);
app.route(ORGANIZATIONS_WITHOUT_USERS_PATH, organizationsWithoutUsersRoutes);
app.route(ORGANIZATION_CLAIMS_PATH, organizationClaimRoutes);
app.route(ORGANIZATION_EDIT_PROPOSALS_PATH, organizationEditProposalRoutes);
app.route(ORGANIZATION_CHECKS_PATH, organizationCheckRoutes);
app.route(ORGANIZATION_CHECK_RUNS_PATH, organizationCheckRunRoutes);
app.route(TAGS_PATH, tagRoutes);
app.route(OUTBOX_MESSAGES_PATH, outboxMessageRoutes);
app.route(VACANCIES_PATH, vacancyRoutes);
app.route(UPLOADS_BASE, uploadRoutes);
app.route(APPLICATIONS_PATH, applicationRoutes);
app.route(DATA_VIEWER_PATH, dataViewerRoutes);
app.route(PERIODIC_MAIL_BASE, periodicMailRoutes);
app.route(OWN_DATA_PATH, ownDataRoutes);
app.route(NOTIFICATIONS_PATH, notificationRoutes);
app.route(PAGES_PATH, pageRoutes);
app.route(FORMS_BASE, formRoutes);
// Activities (docs/activities.md): 404 in the meedoen app context.
app.route(ACTIVITIES_BASE, activityRoutes);
// Shifts of activities and vacancies (docs/shifts-and-hours.md).
app.route(SHIFTS_BASE, shiftRoutes);
app.route(SHIFT_SIGN_UPS_BASE, shiftSignUpRoutes);
app.route(SHIFT_MESSAGES_BASE, shiftMessageRoutes);
// Hours volunteers give, and their review (docs/shifts-and-hours.md).
app.route(HOUR_RECORDS_BASE, hourRecordRoutes);
app.route(SHIFT_CHECK_INS_BASE, shiftCheckInRoutes);
app.route(API_HEALTH_PATH, apiHealthRoutes);
app.route(CONTENT_VERSION_PATH, contentVersionRoutes);
app.route(RICH_TEXT_PREVIEWS_PATH, richTextPreviewRoutes);
// Where an address lies, for the vacancy form's map (docs/vacancies.md).
app.route(ADDRESS_LOCATIONS_PATH, addressLocationRoutes);
app.route(CONVERSATIONS_BASE, conversationRoutes);
app.route(SIGN_UP_NOTICE_PREFERENCE_PATH, signUpNoticePreferenceRoutes);
app.route(NEWS_ITEMS_PATH, newsItemRoutes);
// Volunteer profiles and the pool (docs/volunteer-profiles.md): 404 in the meedoen app context.
app.route(OWN_PROFILE_PATH, ownProfileRoutes);
app.route(VOLUNTEER_PROFILES_PATH, volunteerProfileRoutes);
app.route(PROFILE_REPLIES_PATH, profileReplyRoutes);
app.route(HELP_REQUESTS_BASE, helpRequestRoutes);
app.route(MENU_ITEMS_PATH, menuItemRoutes);
app.route(LIBRARY_FILES_PATH, libraryFileRoutes);
app.route(STOCK_IMAGES_PATH, stockImageRoutes);
app.route(DASHBOARD_PATH, dashboardRoutes);
app.route(ANALYTICS_PATH, analyticsRoutes);
app.route(NOTIFICATION_TEMPLATES_PATH, notificationTemplateRoutes);
app.route(NOTIFICATION_TEMPLATE_PREVIEWS_PATH, notificationTemplatePreviewRoutes);

app.notFound(handleNotFound);
app.onError(handleError);
