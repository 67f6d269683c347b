// A datetime-local field has no zone: the platform's home zone (Europe/Amsterdam) is what staff
// mean when they schedule a news item, whatever the server's or browser's own zone.
const ZONE = "Europe/Amsterdam";

const partsFormat = new Intl.DateTimeFormat("sv-SE", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const parts = (date: Date) => partsFormat.format(date).replace(" ", "T"); // "2026-11-25T14:05:00"

/** The zone's offset from UTC at this moment, in milliseconds. */
const offsetAt = (ms: number) => Date.parse(`${parts(new Date(ms))}Z`) - Math.floor(ms / 1000) * 1000;

/** "2026-11-25T14:05" as meant in Amsterdam → an ISO instant; null for a value that is no time. */
export function amsterdamToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const asUtc = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`);
  if (Number.isNaN(asUtc)) return null;
  let ms = asUtc - offsetAt(asUtc);
  ms = asUtc - offsetAt(ms); // once more, for a moment near a daylight-saving change
  return new Date(ms).toISOString();
}

/** An ISO instant as a datetime-local value in Amsterdam ("2026-11-25T14:05"). */
export const isoToAmsterdam = (iso: string) => parts(new Date(iso)).slice(0, 16);
