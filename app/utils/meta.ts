import type { MetaFunction } from "@remix-run/cloudflare";
import { formatTitle } from "./title";

/**
 * The `meta` of every page whose loader returns a translated `title`: '{title} - {app name}', the
 * app name coming from the root loader. Routes export it as `export const meta = titleMeta;`.
 */
export const titleMeta: MetaFunction = ({ data, matches }) => {
  const root = matches.find((match) => match.id === "root")?.data as { appName?: string } | undefined;
  return [{ title: formatTitle((data as { title?: string } | undefined)?.title, root?.appName) }];
};
