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

/** A profile in the pool: a first name, the photo if any, and what the volunteer shows; never a contact detail. */
export function ProfileCard({ profile, actions }: { profile: VolunteerProfile; actions?: React.ReactNode }) {
  const { t } = useTranslation("profiles");
  const headingId = `profile-${profile.id}`;
  const lines = availabilityLines(profile.availability, t);
  return (
    <article aria-labelledby={headingId} className="h-full rounded-theme border border-muted-200 p-4 dark:border-muted-700" data-testid="profile-card">
      <div className="flex items-center gap-3">
        <ProfilePhoto profile={profile} alt={t("photo.alt", { name: profile.firstName })} />
        <h3 id={headingId} className="text-lg font-semibold">
          {profile.firstName}
        </h3>
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
