import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n-t";
import { requireDevAccess } from "~/.server/dev-access";
import { SubNav } from "~/components/sub-nav";
import { DEV_SECTIONS } from "./dev.$section/sections";

// The living style guide hydrates, to show every component's enhanced behaviour; its children
// inherit both the hydration and the namespaces.
export const handle = { hydrate: true, i18n: ["ui", "dev"] };

// Each /dev loader checks access itself: loaders run in parallel, and a data request may ask for
// a child's data alone.
export async function loader({ context }: LoaderFunctionArgs) {
  await requireDevAccess(context);
  return null;
}

export default function DevLayout() {
  const { t } = useTranslation("dev");
  return (
    <>
      <SubNav
        label={t("nav.label")}
        links={[
          { to: "/dev", label: t("index.title"), end: true },
          ...DEV_SECTIONS.map((section) => ({ to: `/dev/${section}`, label: t(`${section}.title`) })),
          { to: "/dev/mail", label: t("nav.mail") },
        ]}
      />
      <Outlet />
    </>
  );
}
