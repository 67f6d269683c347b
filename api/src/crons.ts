/** Cron expressions of api/wrangler.toml [triggers] (index.ts dispatches on them). */
export const DAILY_CRON = "0 6 * * *";
export const MAIL_CRON = "*/15 * * * *";
