import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { displayName } from "~/.server/api/users";
import { getCurrentUser } from "~/.server/auth";
import { archiveVacancy } from "~/.server/api/vacancies";
import { deleteEntry, isDeletePost, type DeleteRefused } from "~/.server/entry-delete";
import { mayDeleteOrganizationEntry, mayEditOrganization } from "~/.server/permissions";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { DeleteConfirmation, DeleteLink, EditLink } from "~/components/delete-confirmation";
import { PageSearchBox } from "~/components/page-search-box";
import { PageHeader } from "~/components/page-header";
import { jsonLdMeta, vacancyLd } from "~/utils/json-ld";
import { titleMeta } from "~/utils/meta";
import { entryPath } from "~/utils/slug";
import { ApplyForm } from "./apply-form";
import { AskForm } from "./ask-form";
import { applyAction } from "./apply.server";
import { VacancyDetails } from "./details";
import { loadVacancy, takesApplications } from "./vacancy.server";
import { LinkedText } from "~/components/linked-text";
import { listShifts } from "~/.server/api/shifts";
import { shiftsSectionOf } from "~/.server/shifts/public-shifts";
import { isShiftPost, shiftSignUpAction } from "~/.server/shifts/sign-up-action";
import { ShiftsSection } from "~/components/shifts/shifts-section";
import { idOfSlug } from "~/utils/slug";
import { Section } from "~/components/section";

// Public, and like the search it never hydrates: the apply form is a plain POST.
export const handle = { i18n: ["vacancy-search", "conversations", "activities"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Its shifts beside it (docs/shifts-and-hours.md), not after it: shifts are the activities' feature.
  const id = params.id ? idOfSlug(params.id) : null;
  const [vacancy, user, shifts] = await Promise.all([
    loadVacancy(request, context, params.id),
    getCurrentUser(context),
    id && context.tenant.features.activities ? listShifts(context.api, { kind: "vacancy", id }) : [],
  ]);
  const url = new URL(request.url);
  // Every address of the page (`/vacancies/12`, an older title's) names the current one.
  const canonical = entryPath("/vacancies", vacancy.id, vacancy.title);
  const organization = vacancy.organization && { id: vacancy.organization.id, volunteerCenterId: vacancy.organization.volunteerCenterId ?? null };
  // Its centre's staff delete in two steps, a link to ?delete and then the question.
  const deletes = Boolean(user && organization && mayDeleteOrganizationEntry(user, organization));
  const manages = Boolean(user && organization && mayEditOrganization(user, organization));
  const open = takesApplications(vacancy);
  const loginHref = `/login?redirectTo=${encodeURIComponent(url.pathname)}`;
  // The API sanitized the HTML; search engines get its text.
  const text = vacancy.descriptionHtml
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const ld = vacancyLd({
    title: vacancy.title,
    url: `${url.origin}${canonical}`,
    description: text,
    publishedAt: vacancy.publishedAt,
    expiresOn: vacancy.expiresOn,
    remote: vacancy.remote,
    organization: vacancy.organization?.name ?? null,
    address: { street: vacancy.street, houseNumber: vacancy.houseNumber, postalCode: vacancy.postalCode, city: vacancy.city },
  });
  return {
    ld,
    title: vacancy.title,
    canonical,
    url: `${url.origin}${canonical}`,
    summary: [vacancy.organization?.name, vacancy.remote ? context.t("vacancy-search:facts.remote") : vacancy.city].filter(Boolean).join(" · "),
    vacancy,
    open,
    user: user ? { name: displayName(user), email: user.email ?? "" } : null,
    loginHref,
    // Those who may edit it (its organization's admins, the centre's staff) find the way from here.
    editHref: manages ? `/vacancies/${vacancy.id}/edit` : null,
    shiftsSection: await shiftsSectionOf(
      context,
      { kind: "vacancy", id: vacancy.id, shifts, open, manageHref: manages && context.tenant.features.activities ? `/vacancies/${vacancy.id}/diensten` : null },
      { signedIn: user !== null, url, loginHref },
    ),
    deletes,
    confirmDelete: deletes && url.searchParams.has("delete"),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const vacancy = await loadVacancy(request, context, args.params.id);
  // A shift's sign-up or cancellation carries its intent (docs/shifts-and-hours.md).
  const form = await request.clone().formData();
  if (isShiftPost(form)) return shiftSignUpAction(request, context, `/vacancies/${vacancy.id}`, form);
  if (!(await isDeletePost(request))) return applyAction(args, vacancy.id);
  return deleteEntry(request, context, {
    archive: () => archiveVacancy(context.api, vacancy.id),
    done: "/vacancies",
    toast: context.t("vacancy-search:show.deleted"),
    forbidden: context.t("vacancy-search:show.deleteForbidden"),
  });
}

// Shared links (chat apps, social sites) show the title and organization.
export const meta: MetaFunction<typeof loader> = (args) => {
  const base = titleMeta(args);
  if (!args.data) return base;
  // The page's own summary and address replace the shared defaults; the image stays the centre's.
  const own = new Set(["description", "og:title", "og:description", "og:url", "og:type"]);
  const kept = base.filter((tag) => !own.has(String((tag as { name?: string; property?: string }).name ?? (tag as { property?: string }).property)));
  return [
    ...kept,
    jsonLdMeta(args.data.ld),
    { name: "description", content: args.data.summary },
    { property: "og:type", content: "website" },
    { property: "og:title", content: args.data.title },
    { property: "og:description", content: args.data.summary },
    { property: "og:url", content: args.data.url },
  ];
};

export default function VacancyPage() {
  const { t } = useTranslation("vacancy-search");
  const { vacancy, open, user, loginHref, editHref, deletes, confirmDelete, shiftsSection } = useLoaderData<typeof loader>();
  const refused = useActionData<DeleteRefused | { shiftError: string } | object>();
  const deleteError = refused && "deleteError" in refused ? refused.deleteError : undefined;
  const shiftError = refused && "shiftError" in refused ? refused.shiftError : null;
  const { pathname } = useLocation();
  const actions = [
    editHref ? <EditLink key="edit" to={editHref} label={t("show.edit")} /> : null,
    deletes ? <DeleteLink key="delete" label={t("show.delete")} /> : null,
  ].filter(Boolean);
  return (
    <article className="grid gap-8">
      <div>
        <Breadcrumbs items={[{ label: t("common:nav.vacancies"), href: "/vacancies/search" }, { label: vacancy.title }]} />
        <PageHeader title={vacancy.title} description={vacancy.organization?.name} actions={actions.length ? actions : undefined} />
      </div>
      {confirmDelete || deleteError ? (
        <DeleteConfirmation
          id="vacancy-delete"
          action={pathname}
          ns="vacancy-search"
          question={t("show.deleteQuestion", { title: vacancy.title })}
          error={deleteError}
        />
      ) : null}
      <VacancyDetails vacancy={vacancy} />
      {/* description_html is rendered and sanitized by the API (docs/vacancies.md, "Rich text"). */}
      <div
        className="grid gap-3 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: vacancy.descriptionHtml }}
      />
      {vacancy.requirements ? (
        <section>
          <h2 className="text-lg font-semibold">{t("show.requirements")}</h2>
          <p className="whitespace-pre-line wrap-anywhere">
            <LinkedText text={vacancy.requirements} />
          </p>
        </section>
      ) : null}
      {shiftsSection ? <ShiftsSection {...shiftsSection} error={shiftError} /> : null}
      <Section id="apply-heading" title={t("apply.title")} headingClassName="mb-4 text-xl font-semibold">
        {open ? <ApplyForm user={user} loginHref={loginHref} /> : <p>{t("apply.closed")}</p>}
      </Section>
      {open ? <AskForm vacancyId={vacancy.id} signedIn={user !== null} loginHref={loginHref} /> : null}
      <PageSearchBox action="/vacancies/search" name="q" id="vacancy-page-search" label={t("show.search")} submit={t("search.submit")} />
    </article>
  );
}
