import { profilePhotoPath } from "~/utils/profile-photo";

const SIZES = { sm: "size-16", lg: "size-24" } as const;
const PIXELS = { sm: 64, lg: 96 } as const;

/**
 * A volunteer's photo on a card or their own profile, at a fixed size (no shift when it loads).
 * Without a photo the first letter of the name in a circle, hidden from screen readers (the
 * name is the card's heading already): never a broken image.
 */
export function ProfilePhoto({
  profile,
  alt,
  size = "sm",
}: {
  profile: { id: string; photoVersion: string | null; firstName: string };
  alt: string;
  size?: keyof typeof SIZES;
}) {
  const src = profilePhotoPath(profile);
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (src)
    return (
      <img src={src} alt={alt} width={PIXELS[size]} height={PIXELS[size]} loading="lazy" decoding="async" className={`${box} bg-muted-100 object-cover`} />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} flex items-center justify-center bg-primary-50 text-xl font-semibold text-primary-900 dark:bg-primary-950 dark:text-primary-100`}
    >
      {profile.firstName.slice(0, 1).toUpperCase() || "?"}
    </span>
  );
}
