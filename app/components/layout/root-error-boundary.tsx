import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

function errorTexts(error: unknown) {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === 401) return { title: "error.notAuthorizedTitle", description: "error.notAuthorizedDescription", status };
  if (status === 403) return { title: "error.forbiddenTitle", description: "error.forbiddenDescription", status };
  if (status === 404) return { title: "error.notFoundTitle", description: "error.notFoundDescription", status };
  return { title: status ? "error.genericTitleWithCode" : "error.genericTitle", description: "error.genericDescription", status };
}

/** The error screen of spec section 2; issue 3 adds the wrong-centre case and crawler handling. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const texts = errorTexts(error);
  const title = t(texts.title, { code: texts.status });
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-700">{t(texts.description)}</p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-primary-700 px-5 py-2 text-white">
        {t("error.backHome")}
      </Link>
    </main>
  );
}
