import type { Activity } from "~/.server/api/activities";

/** schema.org Event (https://schema.org/Event) of an activity: its next occurrence, and the series. */
export function eventLd(a: Activity, url: string) {
  const next = a.occurrences[0];
  const text = a.descriptionHtml
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const place = a.online
    ? { "@type": "VirtualLocation", url: a.onlineUrl ?? url }
    : {
        "@type": "Place",
        name: a.place ?? undefined,
        address: {
          "@type": "PostalAddress",
          streetAddress: a.address ?? undefined,
          postalCode: a.postalCode ?? undefined,
          addressLocality: a.place ?? undefined,
          addressCountry: "NL",
        },
      };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: a.title,
    url,
    ...(text ? { description: text } : {}),
    startDate: next?.startsAtUtc ?? a.startsAt,
    endDate: next?.endsAtUtc ?? a.endsAt,
    eventStatus: a.status === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: a.online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    location: place,
    // An uploaded image is a path of this site; schema.org wants an absolute URL.
    ...(a.imageUrl ? { image: new URL(a.imageUrl, url).href } : {}),
    ...(a.organizationName ? { organizer: { "@type": "Organization", name: a.organizationName } } : {}),
    ...(a.capacity !== null ? { maximumAttendeeCapacity: a.capacity, remainingAttendeeCapacity: Math.max(0, a.capacity - a.confirmedCount) } : {}),
    ...(a.repeat !== "none" && a.occurrences.length > 1
      ? {
          eventSchedule: {
            "@type": "Schedule",
            repeatFrequency: a.repeat === "weekly" ? "P1W" : "P1M",
            startTime: a.startsAt.slice(11),
            endTime: a.endsAt.slice(11),
            scheduleTimezone: "Europe/Amsterdam",
            ...(a.repeatUntil ? { endDate: a.repeatUntil } : {}),
          },
        }
      : {}),
  };
}
