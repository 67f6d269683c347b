// Workers have no file system: every locales/<language>/<namespace>.json is bundled into the worker.
// This module is also bundled by wrangler outside Vite (through app/.server/load-context.ts), so the files are
// listed by hand rather than globbed; locales.test.ts fails when a file is missing here.
import enAnalytics from "../../locales/en/analytics.json";
import enApplications from "../../locales/en/applications.json";
import enAuth from "../../locales/en/auth.json";
import enCommon from "../../locales/en/common.json";
import enDev from "../../locales/en/dev.json";
import enOrganizations from "../../locales/en/organizations.json";
import enOrgEntry from "../../locales/en/org-entry.json";
import enSettings from "../../locales/en/settings.json";
import enSocialMap from "../../locales/en/social-map.json";
import enContent from "../../locales/en/content.json";
import enActivities from "../../locales/en/activities.json";
import enDataViewer from "../../locales/en/data-viewer.json";
import enMailTemplates from "../../locales/en/mail-templates.json";
import enForms from "../../locales/en/forms.json";
import enFiles from "../../locales/en/files.json";
import enToast from "../../locales/en/toast.json";
import enUi from "../../locales/en/ui.json";
import enConversations from "../../locales/en/conversations.json";
import enProfiles from "../../locales/en/profiles.json";
import enHelp from "../../locales/en/help.json";
import enHours from "../../locales/en/hours.json";
import enNotifications from "../../locales/en/notifications.json";
import enUsers from "../../locales/en/users.json";
import enVacancies from "../../locales/en/vacancies.json";
import enVacancySearch from "../../locales/en/vacancy-search.json";
import nlAnalytics from "../../locales/nl/analytics.json";
import nlApplications from "../../locales/nl/applications.json";
import nlAuth from "../../locales/nl/auth.json";
import nlCommon from "../../locales/nl/common.json";
import nlDev from "../../locales/nl/dev.json";
import nlOrganizations from "../../locales/nl/organizations.json";
import nlOrgEntry from "../../locales/nl/org-entry.json";
import nlSettings from "../../locales/nl/settings.json";
import nlSocialMap from "../../locales/nl/social-map.json";
import nlContent from "../../locales/nl/content.json";
import nlActivities from "../../locales/nl/activities.json";
import nlDataViewer from "../../locales/nl/data-viewer.json";
import nlMailTemplates from "../../locales/nl/mail-templates.json";
import nlForms from "../../locales/nl/forms.json";
import nlFiles from "../../locales/nl/files.json";
import nlToast from "../../locales/nl/toast.json";
import nlUi from "../../locales/nl/ui.json";
import nlConversations from "../../locales/nl/conversations.json";
import nlProfiles from "../../locales/nl/profiles.json";
import nlHelp from "../../locales/nl/help.json";
import nlHours from "../../locales/nl/hours.json";
import nlNotifications from "../../locales/nl/notifications.json";
import nlUsers from "../../locales/nl/users.json";
import nlVacancies from "../../locales/nl/vacancies.json";
import nlVacancySearch from "../../locales/nl/vacancy-search.json";
import type { Locale } from "@contract/locales";

export const resources = {
  nl: {
    common: nlCommon,
    auth: nlAuth,
    ui: nlUi,
    dev: nlDev,
    toast: nlToast,
    organizations: nlOrganizations,
    "org-entry": nlOrgEntry,
    users: nlUsers,
    "social-map": nlSocialMap,
    applications: nlApplications,
    "vacancy-search": nlVacancySearch,
    vacancies: nlVacancies,
    settings: nlSettings,
    "data-viewer": nlDataViewer,
    notifications: nlNotifications,
    content: nlContent,
    forms: nlForms,
    files: nlFiles,
    activities: nlActivities,
    conversations: nlConversations,
    profiles: nlProfiles,
    help: nlHelp,
    hours: nlHours,
    analytics: nlAnalytics,
    "mail-templates": nlMailTemplates,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    ui: enUi,
    dev: enDev,
    toast: enToast,
    organizations: enOrganizations,
    "org-entry": enOrgEntry,
    users: enUsers,
    "social-map": enSocialMap,
    applications: enApplications,
    "vacancy-search": enVacancySearch,
    vacancies: enVacancies,
    settings: enSettings,
    "data-viewer": enDataViewer,
    notifications: enNotifications,
    content: enContent,
    forms: enForms,
    files: enFiles,
    activities: enActivities,
    conversations: enConversations,
    profiles: enProfiles,
    help: enHelp,
    hours: enHours,
    analytics: enAnalytics,
    "mail-templates": enMailTemplates,
  },
} satisfies Record<Locale, Record<string, Record<string, unknown>>>;

export const namespaces = Object.keys(resources.nl);
