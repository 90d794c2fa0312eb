// The public-link feature's door (decision 0095): the card where a person chooses the address of
// their public page and who may see it, placed on /profile by app/screens/profile-screen.tsx.
export { PublicPageCard } from "./components/public-page-card";
