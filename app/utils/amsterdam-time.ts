import { localToUtc, utcToLocal } from "@contract/activities/time";

// A datetime-local field has no zone: the platform's home zone (Europe/Amsterdam) is what staff
// mean when they schedule a news item, whatever the server's or browser's own zone. The zone's
// arithmetic is the contract's (activities keep their moments the same way).

/** "2026-11-25T14:05" (seconds optional) as meant in Amsterdam → an ISO instant; null for a value that is no time. */
export function amsterdamToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  if (Number.isNaN(Date.parse(`${withSeconds}Z`))) return null;
  const seconds = Number(withSeconds.slice(17, 19));
  return new Date(Date.parse(localToUtc(local.slice(0, 16))) + seconds * 1000).toISOString();
}

/** An ISO instant as a datetime-local value in Amsterdam ("2026-11-25T14:05"). */
export const isoToAmsterdam = (iso: string) => utcToLocal(new Date(iso));
