import { suspension } from "../suspension.mjs";

export const summary = "the tenant's sites answer a maintenance page (503), its mail and crons wait; nothing is deleted";
export const usage = "npm run tenant -- suspend --slug SLUG";
export const options = { slug: { type: "string" } };
export const run = (args, context) => suspension(args, context, true);
