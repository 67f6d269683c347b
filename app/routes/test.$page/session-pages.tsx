import { useTranslation } from "~/i18n-t";
import { Facts, JsonBlock, TestHeader } from "./parts";
import type { authState, userState, userStoreState } from "./session-state.server";
import { usePageData } from "./use-page-data";

export function AuthPage() {
  const { t } = useTranslation("dev");
  const auth = usePageData<Awaited<ReturnType<typeof authState>>>();
  const none = t("test.none");
  return (
    <>
      <TestHeader page="auth" />
      <Facts
        testId="auth-facts"
        rows={[
          [t("test.auth.signedIn"), auth.signedIn ? t("test.yes") : t("test.no")],
          [t("test.auth.uid"), auth.uid ?? none],
          [t("test.auth.expiresAt"), auth.expiresAt ?? none],
          [t("test.auth.impersonating"), auth.impersonating ?? none],
          [t("test.auth.organization"), auth.currentOrganizationId ?? none],
          [t("test.auth.tenant"), `${auth.tenant} (${auth.appContext})`],
          [t("test.auth.center"), auth.volunteerCenterId ?? none],
        ]}
      />
      <p>{t("test.auth.secrets")}</p>
    </>
  );
}

export function UserPage() {
  const { t } = useTranslation("dev");
  const { user } = usePageData<Awaited<ReturnType<typeof userState>>>();
  return (
    <>
      <TestHeader page="user" />
      {user ? <JsonBlock label={t("test.user.title")} json={JSON.stringify(user, null, 2)} testId="user-json" /> : <p>{t("test.signedOut")}</p>}
    </>
  );
}

export function UserStorePage() {
  const { t } = useTranslation("dev");
  const store = usePageData<Awaited<ReturnType<typeof userStoreState>>>();
  return (
    <>
      <TestHeader page="user-store" />
      {store.signedIn ? (
        <>
          <Facts rows={[[t("test.userStore.selected"), store.currentOrganizationId ?? t("test.none")]]} />
          <JsonBlock label={t("test.userStore.organizations")} json={JSON.stringify(store.organizations, null, 2)} testId="organizations-json" />
        </>
      ) : (
        <p>{t("test.signedOut")}</p>
      )}
    </>
  );
}
