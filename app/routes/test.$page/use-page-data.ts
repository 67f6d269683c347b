import { useLoaderData } from "@remix-run/react";

/** The page's own loader data (route.tsx hands each page what its server module returned). */
export function usePageData<T>(): T {
  return useLoaderData<{ data: T }>().data;
}
