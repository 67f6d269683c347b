import { suspension } from "../suspension.mjs";

export const summary = "undo suspend: the sites answer again, held mail goes out with the next mail cron";
export const usage = "npm run tenant -- resume --slug SLUG";
export const options = { slug: { type: "string" } };
export const run = (args, context) => suspension(args, context, false);
