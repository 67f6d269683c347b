import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { requireDevAccess } from "~/.server/dev-access";
import { safeRedirect } from "~/.server/safe-redirect";
import { flashToast } from "~/.server/toast";
import { RelativeTime } from "~/components/relative-time";
import type { RootLoader } from "~/root";
import { formatTitle } from "~/utils/title";
import { ClientToast } from "./client-toast";
import { NavigationLinks } from "./navigation-links";
import { PositionPreview } from "./position-preview";
import { toastFormSchema } from "./schema";
import { ToastForm } from "./toast-form";

// Timers need JavaScript, so this page hydrates; its form also works without.
export const handle = { hydrate: true, i18n: "toast" };

const MAX_DELAY = 5000;

/** ?delay=ms (at most 5 s) makes a slow navigation for the loading bar; &fail ends it in an error. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireDevAccess(context);
  const params = new URL(request.url).searchParams;
  const delay = Math.min(MAX_DELAY, Math.max(0, Number(params.get("delay")) || 0));
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  if (params.has("fail")) throw data({ message: "Test navigation error" }, { status: 503 });
  return { title: context.t("test.title", { ns: "toast" }), renderedAt: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireDevAccess(context);
  const submission = parseWithZod(await request.formData(), { schema: toastFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { redirectTo, ...toast } = submission.value;
  flashToast(context, toast);
  throw safeRedirect(redirectTo, "/test/toaster");
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => [
  { title: formatTitle(data?.title, matches.find((match) => match.id === "root")?.data?.appName) },
];

export default function TestToaster() {
  const { t } = useTranslation("toast");
  const { renderedAt } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-3xl space-y-10">
      <div>
        <h1 className="text-3xl font-bold">{t("test.title")}</h1>
        <p className="mt-2">{t("test.intro")}</p>
        <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">
          {t("test.renderedAt")} <RelativeTime date={renderedAt} />
        </p>
      </div>
      <ToastForm />
      <ClientToast />
      <NavigationLinks />
      <PositionPreview />
    </div>
  );
}
