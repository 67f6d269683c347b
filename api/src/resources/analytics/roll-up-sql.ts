// The roll-up's statements (docs/analytics.md): for a range of days [?1, ?2) (YYYY-MM-DD, UTC),
// every tenant and centre at once, from each source's date index. Only counts are written, and
// groups by a theme id or a place name: nothing about a person leaves the source tables.

interface Source {
  metric: string;
  /** FROM ... WHERE ...: the rows counted, with ?1 and ?2 bounding `date`. */
  from: string;
  /** The moment (ISO text) whose day a row counts on. */
  date: string;
  tenant: string;
  center: string;
  /** The row's place name ('' without one). */
  place?: string;
  /** A join from the row to its theme ids (`tag` is the id). */
  themes?: string;
}

const place = (column: string) => `COALESCE(TRIM(${column}), '')`;
const vacancyOrg = `JOIN organizations o ON o.id = v.organization_id AND o.tenant_id = v.tenant_id AND o.volunteer_center_id IS NOT NULL`;
const inRange = (date: string) => `${date} >= ?1 AND ${date} < ?2`;

export const SOURCES: Source[] = [
  {
    metric: "vacancies_published",
    from: `FROM vacancies v ${vacancyOrg} WHERE v.published_at IS NOT NULL AND ${inRange("v.published_at")}`,
    date: "v.published_at",
    tenant: "v.tenant_id",
    center: "o.volunteer_center_id",
    place: place("v.city"),
    themes: "JOIN vacancy_tags t ON t.vacancy_id = v.id",
  },
  {
    metric: "applications",
    from: `FROM applications a JOIN vacancies v ON v.id = a.vacancy_id ${vacancyOrg} WHERE ${inRange("a.created_at")}`,
    date: "a.created_at",
    tenant: "a.tenant_id",
    center: "o.volunteer_center_id",
    place: place("v.city"),
    themes: "JOIN vacancy_tags t ON t.vacancy_id = v.id",
  },
  {
    metric: "applications_accepted",
    from: `FROM applications a JOIN vacancies v ON v.id = a.vacancy_id ${vacancyOrg}
      WHERE a.status = 'accepted' AND ${inRange("a.status_changed_at")}`,
    date: "a.status_changed_at",
    tenant: "a.tenant_id",
    center: "o.volunteer_center_id",
    place: place("v.city"),
    themes: "JOIN vacancy_tags t ON t.vacancy_id = v.id",
  },
  {
    metric: "new_volunteers",
    from: `FROM users u WHERE u.volunteer_center_id IS NOT NULL AND ${inRange("u.created_at")}`,
    date: "u.created_at",
    tenant: "u.tenant_id",
    center: "u.volunteer_center_id",
  },
  {
    metric: "new_organizations",
    from: `FROM organizations o LEFT JOIN organization_addresses ad ON ad.organization_id = o.id AND ad.tenant_id = o.tenant_id
      WHERE o.volunteer_center_id IS NOT NULL AND o.type <> 'VolunteerCenter' AND ${inRange("o.created_at")}`,
    date: "o.created_at",
    tenant: "o.tenant_id",
    center: "o.volunteer_center_id",
    place: place("ad.city"),
    themes: "JOIN organization_tags t ON t.organization_id = o.id",
  },
  {
    // A guest who never confirmed did not sign up; a later cancellation did happen.
    metric: "activity_sign_ups",
    from: `FROM activity_sign_ups s JOIN activities act ON act.id = s.activity_id
      WHERE s.status <> 'unconfirmed' AND ${inRange("s.created_at")}`,
    date: "s.created_at",
    tenant: "s.tenant_id",
    center: "act.volunteer_center_id",
    place: place("act.place"),
    themes: "JOIN activity_tags t ON t.activity_id = act.id",
  },
  {
    // On the day a volunteer was matched (docs/one-on-one-help.md); closed since, it still was. The
    // area is the requester's own words, not a place to group by.
    metric: "help_requests_matched",
    from: `FROM help_requests h WHERE h.matched_at IS NOT NULL AND ${inRange("h.matched_at")}`,
    date: "h.matched_at",
    tenant: "h.tenant_id",
    center: "h.volunteer_center_id",
  },
];

const day = (date: string) => `substr(${date}, 1, 10)`;
const insert = "INSERT INTO analytics_days (tenant_id, volunteer_center_id, metric, dimension, day, key, value)";

/**
 * The SELECTs of one source: its total, by theme and by place, each row (tenant, centre, metric,
 * dimension, day, key, value). `scope` narrows the rows further (appended to the source's WHERE).
 */
function sourceSelects(s: Source, scope = ""): string[] {
  const from = `${s.from}${scope}`;
  const head = (dimension: string, key: string) => `SELECT ${s.tenant} AS tenant_id, ${s.center} AS volunteer_center_id, '${s.metric}' AS metric,
    '${dimension}' AS dimension, ${day(s.date)} AS day, ${key} AS key, COUNT(*) AS value`;
  const group = (key: string) => `GROUP BY ${s.tenant}, ${s.center}, ${day(s.date)}${key ? `, ${key}` : ""}`;
  const statements = [`${head("all", "''")} ${from} ${group("")}`];
  if (s.place) statements.push(`${head("place", s.place)} ${from} ${group(s.place)}`);
  if (s.themes) {
    const [join, ...rest] = from.split(" WHERE ");
    statements.push(`${head("theme", "CAST(t.tag_id AS TEXT)")} ${join} ${s.themes} WHERE ${rest.join(" WHERE ")} ${group("t.tag_id")}`);
  }
  return statements;
}

/** The INSERTs of one source: its total, by theme and by place. */
export const sourceStatements = (s: Source): string[] => sourceSelects(s).map((select) => `${insert}\n  ${select}`);

/**
 * The days [?1, ?2) of one tenant (?3) and centre (?4) counted from the sources as the roll-up
 * would (the same SELECTs): /analytics adds them for the days the nightly roll-up has not covered
 * yet, so today's figures show today. One statement per source (D1 allows five terms in a compound
 * SELECT), each read by the source's date index over a few days.
 */
export const LIVE_DAYS: string[] = SOURCES.map((s) =>
  sourceSelects(s, ` AND ${s.tenant} = ?3 AND ${s.center} = ?4`)
    .map((select) => `SELECT metric, dimension, day, key, value FROM (${select})`)
    .join("\nUNION ALL\n"),
);

// The delete of a range: every tenant and centre, through the primary key (tenant and centre as
// IN lists) rather than a scan of the whole table.
const scope = `tenant_id IN (SELECT id FROM tenants) AND volunteer_center_id IN (SELECT id FROM volunteer_centers)`;

const organizationDays = `INSERT INTO analytics_organization_days
    (tenant_id, volunteer_center_id, day, organization_id, vacancies_published, applications, accepted, declined)
  SELECT tenant_id, center, day, org, SUM(vp), SUM(ap), SUM(acc), SUM(dec) FROM (
    SELECT v.tenant_id, o.volunteer_center_id AS center, ${day("v.published_at")} AS day, o.id AS org, 1 AS vp, 0 AS ap, 0 AS acc, 0 AS dec
      FROM vacancies v ${vacancyOrg} WHERE v.published_at IS NOT NULL AND ${inRange("v.published_at")}
    UNION ALL
    SELECT a.tenant_id, o.volunteer_center_id, ${day("a.created_at")}, o.id, 0, 1, 0, 0
      FROM applications a JOIN vacancies v ON v.id = a.vacancy_id ${vacancyOrg} WHERE ${inRange("a.created_at")}
    UNION ALL
    SELECT a.tenant_id, o.volunteer_center_id, ${day("a.status_changed_at")}, o.id, 0, 0, a.status = 'accepted', a.status = 'declined'
      FROM applications a JOIN vacancies v ON v.id = a.vacancy_id ${vacancyOrg}
      WHERE a.status IN ('accepted', 'declined') AND ${inRange("a.status_changed_at")}
  ) GROUP BY tenant_id, center, day, org`;

// Whole hours from the application to its first answer, capped at 90 days.
const responseDays = `INSERT INTO analytics_response_days (tenant_id, volunteer_center_id, day, organization_id, hours, answers)
  SELECT a.tenant_id, o.volunteer_center_id, ${day("a.answered_at")}, o.id,
    MIN(2160, MAX(0, CAST((julianday(a.answered_at) - julianday(a.created_at)) * 24 AS INTEGER))) AS hours, COUNT(*)
  FROM applications a JOIN vacancies v ON v.id = a.vacancy_id ${vacancyOrg}
  WHERE a.answered_at IS NOT NULL AND ${inRange("a.answered_at")}
  GROUP BY a.tenant_id, o.volunteer_center_id, ${day("a.answered_at")}, o.id, hours`;

/** Every statement of a roll-up of [?1, ?2), in order: the range's rows out, then counted again. */
export const ROLL_UP_STATEMENTS: string[] = [
  `DELETE FROM analytics_days WHERE ${scope} AND day >= ?1 AND day < ?2`,
  `DELETE FROM analytics_organization_days WHERE ${scope} AND day >= ?1 AND day < ?2`,
  `DELETE FROM analytics_response_days WHERE ${scope} AND day >= ?1 AND day < ?2`,
  ...SOURCES.flatMap(sourceStatements),
  organizationDays,
  responseDays,
];

/** The oldest day any source has a row for (a fresh database's back-fill starts there). */
export const OLDEST_DAY = `SELECT MIN(d) AS oldest FROM (
  SELECT MIN(published_at) AS d FROM vacancies WHERE published_at IS NOT NULL
  UNION ALL SELECT MIN(created_at) FROM applications
  UNION ALL SELECT MIN(created_at) FROM users
  UNION ALL SELECT MIN(created_at) FROM organizations
  UNION ALL SELECT MIN(created_at) FROM activity_sign_ups)`;
