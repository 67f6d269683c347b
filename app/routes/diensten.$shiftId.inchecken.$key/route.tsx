import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formatMinutes } from "@contract/hours";
import { utcToLocal } from "@contract/activities";
import { useTranslation } from "~/i18n-t";
import { listOwnHours } from "~/.server/api/hour-records";
import { getShiftWithParent } from "~/.server/api/shifts";
import { requireActivitiesFeature } from "~/.server/activities/calendar";
import { requireUser } from "~/.server/auth";
import { CsrfField } from "~/components/csrf-field";
import { FormAlert } from "~/components/form-alert";
import { PageHeader } from "~/components/page-header";
import { SubmitButton } from "~/components/submit-button";
import { titleMeta } from "~/utils/meta";
import { checkInAction, linkParams } from "./check-in.server";

// A shift's check-in page (docs/shifts-and-hours.md), opened from the QR code on the printed
// roster on any phone: sign in if need be, check in, and later check out from the same link.
// Plain POSTs: it works without JavaScript. The api decides whether the link's key is the shift's.
export const handle = { i18n: ["hours"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireActivitiesFeature(request, context);
  const { shiftId } = linkParams(params);
  // Side by side (two api calls deep, docs/performance.md "Budgets"); signing in comes first.
  const [user, found, own] = await Promise.allSettled([
    requireUser(request, context),
    getShiftWithParent(context.api, shiftId),
    listOwnHours(context.api, { shiftId }),
  ]);
  if (user.status === "rejected") throw user.reason;
  if (found.status === "rejected") throw found.reason;
  if (own.status === "rejected") throw own.reason;
  // The shift's answer names its activity or vacancy (meta.parent): no call of its own.
  const [{ rows: shift, parent }, records] = [found.value, own.value];
  const title = parent.title;
  const record = records.find((r) => r.checkedInAt !== null) ?? null;
  const label = `${title}${shift.task ? ` – ${shift.task}` : ""}, ${shift.startsAt.replace("T", " ")}–${shift.endsAt.slice(11)}`;
  return {
    title: context.t("hours:checkIn.title", { shift: label }),
    label,
    state: record === null ? ("none" as const) : record.status === "open" ? ("open" as const) : ("done" as const),
    checkedInAt: record?.checkedInAt ? utcToLocal(new Date(record.checkedInAt)).slice(11, 16) : null,
    minutes: record?.minutes ?? 0,
  };
}

export const action = (args: ActionFunctionArgs) => checkInAction(args);

export const meta = titleMeta;

export default function CheckIn() {
  const { t } = useTranslation("hours");
  const { label, state, checkedInAt, minutes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="grid max-w-xl gap-6">
      <PageHeader title={t("checkIn.title", { shift: label })} description={t("checkIn.intro")} />
      <FormAlert id="check-in-error" errors={result && "reason" in result ? [t(`checkIn.errors.${result.reason}`)] : undefined} />
      {state === "open" ? <p data-testid="check-in-state">{t("checkIn.checkedIn", { time: checkedInAt })}</p> : null}
      {state === "done" ? <p data-testid="check-in-state">{t("checkIn.done", { time: formatMinutes(minutes) })}</p> : null}
      {state === "done" ? null : (
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value={state === "open" ? "check_out" : "check_in"} />
          <SubmitButton variant="primary" className="w-full text-lg sm:w-auto">
            {state === "open" ? t("checkIn.checkOut") : t("checkIn.checkIn")}
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
