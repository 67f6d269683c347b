import { DAY_PARTS, WEEKDAYS } from "@contract/volunteer-profiles";
import { useTranslation } from "~/i18n-t";
import type { VolunteerProfile } from "~/.server/api/volunteer-profiles";
import { ProfilePhoto } from "~/components/profiles/profile-photo";

/** The availability as "Mon: morning, evening" lines. */
function availabilityLines(slots: string[], t: (key: string) => string) {
  return WEEKDAYS.flatMap((day) => {
    const parts = DAY_PARTS.filter((part) => slots.includes(`${day}_${part}`));
    return parts.length === 0 ? [] : [`${t(`days.${day}`)}: ${parts.map((p) => t(`parts.${p}`)).join(", ")}`];
  });
}

/**
 * A profile in the pool: a first name, the photo if any, and what the volunteer shows; never a
 * contact detail. `level`: its heading's, one below the page's section headings (3 in the pool's
 * list; 2 right under a page's h1, axe's heading-order).
 */
export function ProfileCard({ profile, actions, level = 3 }: { profile: VolunteerProfile; actions?: React.ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const { t } = useTranslation("profiles");
  const headingId = `profile-${profile.id}`;
  const lines = availabilityLines(profile.availability, t);
  return (
    <article aria-labelledby={headingId} className="h-full rounded-theme border border-muted-200 p-4 dark:border-muted-700" data-testid="profile-card">
      <div className="flex items-center gap-3">
        <ProfilePhoto profile={profile} alt={t("photo.alt", { name: profile.firstName })} />
        <Heading id={headingId} className="text-lg font-semibold">
          {profile.firstName}
        </Heading>
      </div>
      {profile.themes.length > 0 ? <p className="text-sm">{t("card.themes", { themes: profile.themes.join(", ") })}</p> : null}
      {profile.introduction ? <p className="mt-2 whitespace-pre-line">{profile.introduction}</p> : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {profile.skills ? (
          <>
            <dt className="font-medium">{t("fields.skills")}</dt>
            <dd>{profile.skills}</dd>
          </>
        ) : null}
        {lines.length > 0 ? (
          <>
            <dt className="font-medium">{t("fields.availability")}</dt>
            <dd>{lines.join("; ")}</dd>
          </>
        ) : null}
        {profile.hoursPerWeek ? (
          <>
            <dt className="font-medium">{t("fields.hoursPerWeek")}</dt>
            <dd>{t("card.hours", { count: profile.hoursPerWeek })}</dd>
          </>
        ) : null}
        {profile.postcode ? (
          <>
            <dt className="font-medium">{t("card.area")}</dt>
            <dd>
              {profile.postcode}
              {profile.distanceKm !== null ? ` (${t("card.distance", { km: profile.distanceKm })})` : ""}
              {profile.travelKm ? ` · ${t("card.travels", { km: profile.travelKm })}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {actions ? <div className="mt-3">{actions}</div> : null}
    </article>
  );
}
