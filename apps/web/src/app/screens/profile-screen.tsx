import { ProfileScreen } from "@/features/profile";
import { PublicPageCard } from "@/features/public-link";

/** /profile: the person's profile, with the public page card of its own feature (decision 0095). */
export default function ProfileRoute() {
  return <ProfileScreen PublicPage={PublicPageCard} />;
}
