/** The error code of every api answer for a suspended tenant (a 503; docs/operators.md). */
export const TENANT_SUSPENDED = "tenant_suspended";
