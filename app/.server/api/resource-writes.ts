import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * The writes of a resource the centre's staff edit whole (pages, news items, menu items): create,
 * update and delete at `path` with documents of `type`; create and update answer the resource.
 */
export function resourceWrites<T, Input extends object, Update extends object = Input>(path: string, type: string) {
  return {
    create: async (context: AppLoadContext, input: Input) => (await context.api.write<T>("POST", path, type, input)).data,
    update: async (context: AppLoadContext, id: string, input: Update) => (await context.api.write<T>("PATCH", `${path}/${id}`, type, input, id)).data,
    remove: async (context: AppLoadContext, id: string) => {
      await context.api.request("DELETE", `${path}/${id}`);
    },
  };
}
