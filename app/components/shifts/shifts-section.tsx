import { Form } from "@remix-run/react";
import { Link } from "~/components/link";
import { useTranslation } from "~/i18n-t";
import type { Shift } from "~/.server/api/shifts";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/submit-button";
import { inputClasses, labelClasses } from "~/components/ui/field-styles";
import { TextField } from "~/components/ui/text-field";
import { dayName } from "~/utils/day-name";

interface ShiftsProps {
  shifts: Shift[];
  /** The signed-in visitor's live sign-ups, by shift id. */
  own: Record<string, { id: string; status: string }>;
  signedIn: boolean;
  open: boolean;
  notice: string | null;
  error: string | null;
  loginHref: string;
  manageHref: string | null;
}

/** An activity's or a vacancy's shifts by day, each with its places and a plain-POST sign-up or cancel. */
export function ShiftsSection({ shifts, own, signedIn, open, notice, error, loginHref, manageHref }: ShiftsProps) {
  const { t, i18n } = useTranslation("activities");
  const days = [...new Set(shifts.map((s) => s.startsAt.slice(0, 10)))];
  return (
    <section aria-labelledby="diensten" className="grid gap-4">
      <h2 id="diensten" className="text-xl font-semibold">
        {t("shifts.public.title")}
      </h2>
      {notice ? (
        <p role="status" className="font-semibold" data-testid="shift-notice">
          {t(`shifts.public.done.${notice as "confirmed"}`)}
        </p>
      ) : null}
      {error ? <FormAlert id="shift-error" errors={[error]} /> : null}
      {manageHref ? (
        <p>
          <Link to={manageHref} className="underline">
            {t("shifts.public.manage")}
          </Link>
        </p>
      ) : null}
      {signedIn ? (
        <p>{t("shifts.public.intro")}</p>
      ) : (
        <p>
          {t("shifts.public.loginHint")}{" "}
          <Link to={loginHref} className="underline">
            {t("shifts.public.login")}
          </Link>
        </p>
      )}
      {days.map((day) => (
        <div key={day} className="grid gap-2">
          <h3 className="font-semibold">{dayName(day, i18n.language)}</h3>
          <ul className="grid gap-2">
            {shifts
              .filter((s) => s.startsAt.startsWith(day))
              .map((s) => {
                const mine = own[s.id];
                const free = Math.max(0, s.capacity - s.confirmedCount);
                const label = [`${s.startsAt.slice(11)}–${s.endsAt.slice(11)}`, s.task, s.place].filter(Boolean).join(" · ");
                return (
                  <li
                    key={s.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-theme border border-muted-200 p-3 dark:border-muted-700"
                    data-testid={`shift-${s.id}`}
                  >
                    <span className="font-semibold">{label}</span>
                    <span>{free > 0 ? t("shifts.public.free", { count: free }) : t("shifts.public.full")}</span>
                    {mine ? (
                      <>
                        <span className="font-semibold">{t(`shifts.public.own.${mine.status as "confirmed"}`)}</span>
                        <Form method="post">
                          <CsrfField />
                          <input type="hidden" name="intent" value="cancel-shift" />
                          <input type="hidden" name="signUpId" value={mine.id} />
                          <SubmitButton variant="secondary" aria-label={`${t("shifts.public.cancel")}: ${label}`}>
                            {t("shifts.public.cancel")}
                          </SubmitButton>
                        </Form>
                        <span className="text-sm">{t("shifts.public.cutOff", { hours: s.cancelHours })}</span>
                      </>
                    ) : signedIn && open ? (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="intent" value="shift" />
                        <input type="hidden" name="shiftId" value={s.id} />
                        <SubmitButton variant="primary" aria-label={`${free > 0 ? t("shifts.public.signUp") : t("shifts.public.signUpWaiting")}: ${label}`}>
                          {free > 0 ? t("shifts.public.signUp") : t("shifts.public.signUpWaiting")}
                        </SubmitButton>
                      </Form>
                    ) : null}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
      {!signedIn && open ? <GuestShiftForm shifts={shifts} /> : null}
    </section>
  );
}

/**
 * A guest signs up for one shift with name and address, as for an activity: the API mails a link
 * to confirm, and only then is there a place (docs/shifts-and-hours.md). A plain POST.
 */
function GuestShiftForm({ shifts }: { shifts: Shift[] }) {
  const { t, i18n } = useTranslation("activities");
  const now = Date.now();
  const upcoming = shifts.filter((s) => Date.parse(s.startsAtUtc) > now);
  if (upcoming.length === 0) return null;
  return (
    <Form method="post" className="grid max-w-xl gap-4" data-testid="guest-shift-form">
      <CsrfField />
      <input type="hidden" name="intent" value="guest-shift" />
      <h3 className="font-semibold">{t("shifts.public.guest.title")}</h3>
      <p>{t("shifts.public.guest.intro")}</p>
      <div className="grid gap-1">
        <label htmlFor="guest-shift" className={labelClasses}>
          {t("shifts.public.guest.shift")}
        </label>
        <select id="guest-shift" name="shiftId" required className={inputClasses(false)}>
          {upcoming.map((s) => (
            <option key={s.id} value={s.id}>
              {[dayName(s.startsAt.slice(0, 10), i18n.language), `${s.startsAt.slice(11)}–${s.endsAt.slice(11)}`, s.task, s.place].filter(Boolean).join(" · ")}
              {s.confirmedCount >= s.capacity ? ` (${t("shifts.public.signUpWaiting")})` : ""}
            </option>
          ))}
        </select>
      </div>
      <TextField id="guest-shift-name" name="name" label={t("shifts.public.guest.name")} autoComplete="name" required maxLength={200} />
      <TextField id="guest-shift-email" name="email" label={t("shifts.public.guest.email")} type="email" autoComplete="email" required maxLength={254} />
      <div>
        <SubmitButton variant="primary">{t("shifts.public.guest.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
