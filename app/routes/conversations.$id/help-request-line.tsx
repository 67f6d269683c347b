import { Link } from "~/components/link";
import type { ComponentProps } from "react";
import { useTranslation } from "~/i18n-t";

/** "About a request for help: (see the request)", on a conversation that began with one; `props` go to the paragraph. */
export function HelpRequestLine({ id, ...props }: { id: string } & ComponentProps<"p">) {
  const { t } = useTranslation("conversations");
  return (
    <p {...props}>
      {t("helpRequest.about")}{" "}
      <Link to={`/een-op-een-hulp/${id}`} className="text-primary-800 underline dark:text-primary-300">
        {t("helpRequest.link")}
      </Link>
    </p>
  );
}
