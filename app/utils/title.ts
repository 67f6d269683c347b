/** Spec section 1: '{page title} - {app name}'; just the app name when a page has no title. */
export function formatTitle(pageTitle: string | undefined, appName: string | undefined): string {
  if (!pageTitle) return appName ?? "";
  return appName ? `${pageTitle} - ${appName}` : pageTitle;
}
