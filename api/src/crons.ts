/** Cron expressions of api/wrangler.toml [triggers] (index.ts dispatches on them). */
export const DAILY_CRON = "0 6 * * *";
export const MAIL_CRON = "*/15 * * * *";
/** Just after midnight UTC: yesterday's figures roll up (docs/analytics.md). */
export const ROLL_UP_CRON = "30 0 * * *";
