// The sweep table: every route of the Remix build, and how the sweeps visit it (docs/accessibility.md).
// tests/sweep/routes.test.ts fails when the build has a route this table does not list, or the
// table lists one the build no longer has. Ids come from api/seeds/demo.sql.

/** Who the sweep signs in as (api/seeds/demo.sql; password DEMO_PASSWORD). */
export const ACTORS = {
  anonymous: null,
  volunteer: "vrijwilliger@demo.example.org",
  orgAdmin: "beheerder@demo.example.org", // admin of organization 1, member of 3
  staff: "medewerker@demo.example.org", // staff of the demo centre (1)
  superAdmin: "superadmin@demo.example.org",
} as const;
export type Actor = keyof typeof ACTORS;

/** JavaScript a public page may load: only an island the page needs, after its content. */
export type Island = "map" | "editor" | "form";

export interface RouteRow {
  /** The Remix route id (`routes/<file>`), as in the build's manifest. */
  id: string;
  /** Example URLs the sweeps open (at least one for a page; none for a resource route or layout). */
  urls?: string[];
  /** Who to sign in as; default anonymous. */
  actor?: Actor;
  /** The status the page answers with: error screens. Default 200. */
  status?: number;
  /** Public: the page-weight budget applies (docs/performance.md). */
  public?: boolean;
  /** JavaScript a public page needs (and may load, after its content). */
  island?: Island;
  /** Not a page: a resource route (feed, JSON, action-only), with the reason axe skips it. */
  resource?: string;
  /** A layout: its page is swept through the child routes that render inside it. */
  layout?: string;
}

// One row per line, kept so by prettier-ignore: scripts/sweep-pages.mjs reads the rows as text.
// prettier-ignore
export const ROUTES: RouteRow[] = [
  { id: "root", layout: "every page renders inside it" },
  { id: "routes/_index", urls: ["/"], public: true },
  { id: "routes/$", urls: ["/bestaat-niet"], status: 404, public: true },
  { id: "routes/test.server-error", urls: ["/test/server-error?status=500"], status: 500, public: true },
  { id: "routes/test.toaster", urls: ["/test/toaster"] },
  // The diagnostics pages (docs/diagnostics.md): super admins only in production.
  { id: "routes/test.$page", urls: ["/test/api", "/test/auth", "/test/user", "/test/user-store", "/test/form", "/test/dupe", "/test/step-form", "/test/step-form-2", "/test/datepicker", "/test/tiptap", "/test/colors", "/test/dollar-api", "/test/dollar-api?path=/api/v1/current_user", "/test/formbuilder", "/test/sentry"], actor: "superAdmin" },
  { id: "routes/health", resource: "health JSON for uptime monitors (docs/diagnostics.md)" },

  // Dashboard and figures (docs/analytics.md).
  { id: "routes/dashboard", urls: ["/dashboard"], actor: "staff" },
  { id: "routes/analytics._index", urls: ["/analytics", "/analytics?from=2024-01-01&to=2024-12-31&metric=vacancies_published"], actor: "staff" },
  { id: "routes/analytics.index-2", urls: ["/analytics/index-2?from=2024-01-01&to=2024-12-31&sort=applications&dir=desc"], actor: "staff" },
  { id: "routes/analytics.export[.]csv", resource: "the figures as a CSV download (docs/analytics.md)" },
  { id: "routes/analytics.index-2[.]csv", resource: "the figures per organization as a CSV download (docs/analytics.md)" },
  { id: "routes/analytics.uren[.]csv", resource: "the centre's hours as a CSV download (docs/shifts-and-hours.md)" },

  // Accounts.
  { id: "routes/login", urls: ["/login"], public: true },
  { id: "routes/auth.login-1", urls: ["/auth/login-1"], public: true },
  { id: "routes/signup", urls: ["/signup"], public: true },
  { id: "routes/signup_.success", urls: ["/signup/success"], public: true },
  { id: "routes/confirm", urls: ["/confirm"], public: true },
  { id: "routes/auth.recover", urls: ["/auth/recover"], public: true },
  { id: "routes/auth.reset", urls: ["/auth/reset"], public: true },
  { id: "routes/auth.token", urls: ["/auth/token"], public: true },
  { id: "routes/auth.no-organization", urls: ["/auth/no-organization"], actor: "volunteer" },
  { id: "routes/uitloggen", urls: ["/uitloggen"], actor: "volunteer" },
  { id: "routes/profiel", urls: ["/profiel"], actor: "volunteer" },
  { id: "routes/profiel_.export", resource: "the user's own data as a JSON download (docs/own-data.md)" },
  { id: "routes/profiel_.verwijderd", urls: ["/profiel/verwijderd"], public: true },
  { id: "routes/profile-edit", layout: "the /profile-edit pages render inside it" },
  { id: "routes/profile-edit._index", urls: ["/profile-edit"], actor: "volunteer" },
  { id: "routes/profile-edit.email", urls: ["/profile-edit/email"], actor: "volunteer" },
  { id: "routes/profile-edit.settings", urls: ["/profile-edit/settings"], actor: "volunteer" },
  { id: "routes/profile-edit.periodieke-mail", urls: ["/profile-edit/periodieke-mail"], actor: "volunteer" },
  { id: "routes/account.roles", urls: ["/account/roles"], actor: "orgAdmin" },
  { id: "routes/account.verwijderen", urls: ["/account/verwijderen"], actor: "volunteer" },
  { id: "routes/account.switch-back", resource: "action only: ends impersonation and redirects" },

  // Tenancy and preferences.
  { id: "routes/switch", urls: ["/switch"], public: true },
  { id: "routes/gelderse-handen", urls: ["/gelderse-handen"], public: true },
  { id: "routes/locale", resource: "action only: sets the language cookie and redirects" },
  { id: "routes/locales.$lng.$ns", resource: "locale JSON for hydrating pages" },
  { id: "routes/color-scheme", resource: "action only: sets the colour-scheme cookie and redirects" },
  { id: "routes/consent", resource: "action only: records analytics consent and redirects" },

  // Social map and organizations.
  { id: "routes/sociale-kaart._index", urls: ["/sociale-kaart"], public: true, island: "map" },
  { id: "routes/sociale-kaart.$id", urls: ["/sociale-kaart/100"], public: true },
  { id: "routes/embed.sociale-kaart", urls: ["/embed/sociale-kaart", "/embed/sociale-kaart?map=1"], public: true, island: "map" },
  { id: "routes/sociale-kaart.plaatsen[.]json", resource: "the social map search's places as JSON for the map island (docs/social-map.md)" },
  { id: "routes/embed.vacatures", urls: ["/embed/vacatures", "/embed/vacatures?organization=1", "/embed/vacatures?theme=Sport&page=2", "/embed/vacatures?map=1"], public: true, island: "map" },
  { id: "routes/partners", urls: ["/partners"], public: true },
  { id: "routes/tags", urls: ["/tags"], actor: "staff" },

  // A centre's own content (docs/content.md).
  { id: "routes/$slug", urls: ["/over-de-centrale", "/toegankelijkheid"], public: true },
  { id: "routes/content._index", urls: ["/content"], actor: "staff" },
  { id: "routes/content.pages.new", urls: ["/content/pages/new"], actor: "staff" },
  { id: "routes/content.pages.$id", urls: ["/content/pages/1001"], actor: "staff" },
  { id: "routes/content.menu-items", urls: ["/content/menu-items"], actor: "staff" },
  { id: "routes/content.news.new", urls: ["/content/news/new"], actor: "staff" },
  { id: "routes/content.news.$id", urls: ["/content/news/2101"], actor: "staff" },
  { id: "routes/content.file-upload", urls: ["/content/file-upload"], actor: "staff" },
  { id: "routes/content.stock-images", urls: ["/content/stock-images"], actor: "superAdmin" },
  { id: "routes/content.forms", urls: ["/content/forms"], actor: "staff" },
  { id: "routes/nieuws._index", urls: ["/nieuws"], public: true },
  { id: "routes/nieuws.$slug", urls: ["/nieuws/vrijwilligersprijs-uitgereikt"], public: true },
  { id: "routes/nieuws.feed[.]xml", resource: "an Atom feed, not a page" },

  // Centre settings (docs/settings.md) and uploaded files (docs/files.md).
  { id: "routes/instellingen", layout: "the settings navigation; swept through its screens" },
  { id: "routes/instellingen._index", urls: ["/instellingen"], actor: "staff" },
  { id: "routes/instellingen.design", urls: ["/instellingen/design"], actor: "staff" },
  { id: "routes/instellingen.footer", urls: ["/instellingen/footer"], actor: "staff" },
  { id: "routes/instellingen.organisatie", urls: ["/instellingen/organisatie"], actor: "staff" },
  { id: "routes/instellingen.contact-person", urls: ["/instellingen/contact-person"], actor: "staff" },
  { id: "routes/volunteerly.changelog", urls: ["/volunteerly/changelog"], public: true },
  { id: "routes/admin.data-viewer", urls: ["/admin/data-viewer", "/admin/data-viewer?table=users&q=demo"], actor: "superAdmin" },
  { id: "routes/files.$tenant.$kind.$name", resource: "uploaded files: image and PDF bytes out of R2" },
  { id: "routes/organizations.$id", urls: ["/organizations/1"], public: true },
  { id: "routes/organizations._index", urls: ["/organizations"], actor: "staff" },
  { id: "routes/organizations.approve", urls: ["/organizations/approve"], actor: "staff" },
  { id: "routes/organizations.add", urls: ["/organizations/add"], actor: "staff" },
  { id: "routes/organizations.$id_.edit", urls: ["/organizations/1/edit"], actor: "orgAdmin" },
  { id: "routes/organizations.$id_.move", urls: ["/organizations/1/move"], actor: "superAdmin" },
  { id: "routes/organizations.$id_.admins", urls: ["/organizations/1/admins"], actor: "orgAdmin" },
  { id: "routes/organizations.unmanaged", urls: ["/organizations/unmanaged"], actor: "staff" },
  { id: "routes/organizations.unmanaged_.uitnodigen", urls: ["/organizations/unmanaged/uitnodigen", "/organizations/unmanaged/uitnodigen?voorbeeld=1"], actor: "staff" },
  { id: "routes/organizations.claims", urls: ["/organizations/claims"], actor: "staff" },
  { id: "routes/organizations.$id_.claim", urls: ["/organizations/2/claim"], actor: "volunteer" },
  { id: "routes/organizations.$id_.propose", urls: ["/organizations/3/propose"], actor: "orgAdmin" },
  { id: "routes/organizations.proposals._index", urls: ["/organizations/proposals"], actor: "staff" },
  { id: "routes/organizations.proposals.$id", urls: ["/organizations/proposals/1"], actor: "staff" },
  { id: "routes/organizations.still-correct", urls: ["/organizations/still-correct?token=onbekend"], public: true },
  { id: "routes/organizations.invitation", urls: ["/organizations/invitation?token=demo-beheerder-uitnodiging"], public: true },
  { id: "routes/organizations.signup", urls: ["/organizations/signup"], public: true },
  { id: "routes/organizations.signup_.success", urls: ["/organizations/signup/success"], public: true },

  // Vacancies and applications (issue 7). Vacancy 1 belongs to organization 1 (orgAdmin's);
  // application 2 is a guest's on it.
  { id: "routes/vacancies.search", urls: ["/vacancies/search", "/vacancies/search?q=koffie&remote=1&sort=newest", "/vacancies/search?city=Amsterdam"], public: true, island: "map" },
  { id: "routes/vacancies.$id", urls: ["/vacancies/1"], public: true },
  { id: "routes/vacancies.$id_.applied", urls: ["/vacancies/1/applied"], public: true },
  { id: "routes/vacancies.feed[.]rss", resource: "RSS feed of a search" },
  { id: "routes/vacancies.feed[.]json", resource: "JSON Feed of a search" },
  { id: "routes/vacancies.plaats[.]json", resource: "where an address lies, as JSON for the vacancy form's map (docs/vacancies.md)" },
  { id: "routes/vacancies._index", urls: ["/vacancies"], actor: "orgAdmin" },
  { id: "routes/vacancies.add", urls: ["/vacancies/add"], actor: "orgAdmin" },
  { id: "routes/vacancies.$id_.edit", urls: ["/vacancies/1/edit"], actor: "orgAdmin" },
  { id: "routes/vacancies.$id_.diensten", urls: ["/vacancies/1/diensten"], actor: "orgAdmin" },
  { id: "routes/vacancies.$id_.diensten_.$shiftId", urls: ["/vacancies/1/diensten/5101"], actor: "orgAdmin" },
  { id: "routes/vacancies.$id_.rooster", urls: ["/vacancies/1/rooster"], actor: "orgAdmin" },
  { id: "routes/vacancies.$id_.rooster[.]csv", resource: "CSV download of the vacancy's roster" },
  { id: "routes/vacancies.bulk-edit", urls: ["/vacancies/bulk-edit?ids=1&ids=2"], actor: "orgAdmin" },
  { id: "routes/applications._index", urls: ["/applications"], actor: "orgAdmin" },
  { id: "routes/applications.$id", urls: ["/applications/2"], actor: "orgAdmin" },
  { id: "routes/applications.withdraw", urls: ["/applications/withdraw?token=onbekend"], status: 404, public: true },
  // Activities (issue 24): activity 1 belongs to organization 1 (orgAdmin's).
  { id: "routes/activiteitenkalender._index", urls: ["/activiteitenkalender", "/activiteitenkalender?weergave=maand"], public: true },
  { id: "routes/activiteitenkalender.$id", urls: ["/activiteitenkalender/1", "/activiteitenkalender/50"], public: true },
  { id: "routes/activiteitenkalender.aanmelding", urls: ["/activiteitenkalender/aanmelding?token=onbekend"], status: 404, public: true },
  { id: "routes/activiteitenkalender.overzicht", urls: ["/activiteitenkalender/overzicht"], actor: "staff" },
  { id: "routes/activiteitenkalender.nieuw", urls: ["/activiteitenkalender/nieuw"], actor: "orgAdmin" },
  { id: "routes/activiteitenkalender.$id_.deelnemers", urls: ["/activiteitenkalender/1/deelnemers"], actor: "orgAdmin" },
  { id: "routes/activiteitenkalender.$id_.bewerken", urls: ["/activiteitenkalender/1/bewerken"], actor: "orgAdmin" },
  { id: "routes/activiteitenkalender.$id_.diensten", urls: ["/activiteitenkalender/50/diensten"], actor: "orgAdmin" },
  { id: "routes/activiteitenkalender.$id_.diensten_.$shiftId", urls: ["/activiteitenkalender/50/diensten/5001"], actor: "orgAdmin" },
  { id: "routes/uren", urls: ["/uren"], actor: "volunteer" },
  { id: "routes/uren_.verklaring.$organizationId.$year", urls: ["/uren/verklaring/1/2026"], actor: "volunteer" },
  { id: "routes/activiteitenkalender.$id_.rooster", urls: ["/activiteitenkalender/50/rooster"], actor: "orgAdmin" },
  { id: "routes/activiteitenkalender.$id_.rooster[.]csv", resource: "CSV download of the roster" },
  { id: "routes/diensten.$shiftId.inchecken.$key", urls: ["/diensten/5001/inchecken/00000000000000000000000000000000"], actor: "volunteer" },
  { id: "routes/organizations.$id_.uren", urls: ["/organizations/1/uren"], actor: "orgAdmin" },
  { id: "routes/activiteitenkalender.$id_.deelnemers[.]csv", resource: "CSV download of the participants" },
  { id: "routes/activiteitenkalender.agenda", urls: ["/activiteitenkalender/agenda"], actor: "volunteer" },
  { id: "routes/activiteitenkalender.feed[.]ics", resource: "iCalendar feed of the calendar" },
  { id: "routes/activiteitenkalender.persoonlijk.$token.agenda[.]ics", resource: "personal iCalendar feed" },
  { id: "routes/workshops", urls: ["/workshops"], public: true },
  { id: "routes/periodieke-mail.afmelden", urls: ["/periodieke-mail/afmelden?token=onbekend"], public: true },

  // Users (centre staff).
  { id: "routes/users._index", urls: ["/users"], actor: "staff" },
  { id: "routes/users.add", urls: ["/users/add"], actor: "staff" },
  { id: "routes/users.deleted", urls: ["/users/deleted"], actor: "staff" },
  { id: "routes/users.$id", urls: ["/users/1"], actor: "staff" },
  { id: "routes/users.$id_.edit", urls: ["/users/1/edit"], actor: "staff" },
  { id: "routes/users.$id_.add_role", urls: ["/users/1/add_role"], actor: "staff" },
  { id: "routes/users.$id_.sign-in-as", resource: "action only: starts impersonation and redirects" },

  // Forms (docs/forms.md): the builder for centre staff, the public forms. 9001 is the demo centre's
  // registration form (api/seeds/demo.sql), 90011 one of its submissions.
  { id: "routes/form_builder._index", urls: ["/form_builder"], actor: "staff" },
  { id: "routes/form_builder.new", urls: ["/form_builder/new"], actor: "staff" },
  { id: "routes/form_builder.$id", urls: ["/form_builder/9001"], actor: "staff" },
  { id: "routes/form_builder.$id_.edit", urls: ["/form_builder/9001/edit"], actor: "staff" },
  { id: "routes/form_builder.$id_.preview", urls: ["/form_builder/9001/preview"], actor: "staff" },
  { id: "routes/form_builder.$id_.submissions.$submissionId", urls: ["/form_builder/9001/submissions/90011"], actor: "staff" },
  { id: "routes/form_builder.$id_.submissions[.]csv", resource: "CSV download of a form's submissions" },
  // Mail templates (docs/mail.md "Templates"): the demo centre (1)'s texts for its staff.
  { id: "routes/notification_templates._index", urls: ["/notification_templates"], actor: "staff" },
  { id: "routes/notification_templates.$id_.edit", urls: ["/notification_templates/1.confirmation/edit", "/notification_templates/1.digest/edit"], actor: "staff" },
  { id: "routes/form_builder.$id_.submissions.$submissionId_.files.$name", resource: "download of a file sent with a form" },
  { id: "routes/forms.$token", urls: ["/forms/de300000000000000000000000000001"], public: true, island: "form" },
  { id: "routes/contactformulier", urls: ["/contactformulier"], public: true, island: "form" },

  // Style guide and mail viewer (outside production only).
  { id: "routes/dev", layout: "the /dev pages render inside it" },
  { id: "routes/dev._index", urls: ["/dev"] },
  { id: "routes/dev.$section", urls: ["/dev/colors", "/dev/components", "/dev/form", "/dev/modal"] },
  { id: "routes/dev.mail", urls: ["/dev/mail"] },

  // Notifications and conversations (issue 22, docs/notifications.md, docs/conversations.md).
  { id: "routes/notificaties", urls: ["/notificaties"], actor: "orgAdmin" },
  // Demo conversation 1: the volunteer's question to Sportvereniging De Demo (api/seeds/demo.sql).
  { id: "routes/conversations._index", urls: ["/conversations"], actor: "orgAdmin" },
  { id: "routes/conversations.$id", urls: ["/conversations/1"], actor: "volunteer" },
  { id: "routes/conversations.new", urls: ["/conversations/new?vacancy=1"], actor: "volunteer" },
  { id: "routes/profile-edit.berichten", urls: ["/profile-edit/berichten"], actor: "volunteer" },
  { id: "routes/profile-edit.nieuwe-aanmeldingen", urls: ["/profile-edit/nieuwe-aanmeldingen"], actor: "staff" },
  // Volunteer profiles and the pool (issue 23, docs/volunteer-profiles.md).
  { id: "routes/profile-edit.vrijwilligersprofiel", urls: ["/profile-edit/vrijwilligersprofiel"], actor: "volunteer" },
  { id: "routes/profile-replies._index", urls: ["/profile-replies"], actor: "volunteer" },
  { id: "routes/profile-replies.new", urls: ["/profile-replies/new?profile=2301"], actor: "orgAdmin" },
  // One-on-one help (docs/one-on-one-help.md) is off for the demo tenant the sweeps visit: its
  // pages are swept as the 404 screen here; tests/e2e/one-on-one-help.spec.ts opens them on roermond.
  { id: "routes/een-op-een-hulp._index", urls: ["/een-op-een-hulp"], status: 404 },
  { id: "routes/een-op-een-hulp.bevestigen", urls: ["/een-op-een-hulp/bevestigen?token=x"], status: 404 },
  { id: "routes/een-op-een-hulp.hulpvragen", urls: ["/een-op-een-hulp/hulpvragen"], actor: "staff", status: 404 },
  { id: "routes/een-op-een-hulp.$id", urls: ["/een-op-een-hulp/1"], actor: "staff", status: 404 },
  { id: "routes/vrijwilligerspool", urls: ["/vrijwilligerspool", "/vrijwilligerspool?theme=1&postcode=1011&distance=10&day=sat"], actor: "orgAdmin" },
  { id: "routes/vrijwilligerspool_.$id.foto", resource: "a profile's photo, for the readers of its card (docs/volunteer-profiles.md)" },
];

/** The rows axe opens: every page with its URLs. */
export const pageRows = () => ROUTES.filter((row) => !row.resource && !row.layout);
/** The rows the page-weight budget measures. */
export const publicRows = () => ROUTES.filter((row) => row.public);
