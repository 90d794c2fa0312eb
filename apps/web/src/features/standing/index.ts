// The standing feature's door: the restriction banner the app layout shows. Its screen is a lazy
// route entry (src/app/router.tsx).
export { RestrictionBanner } from "./components/restriction-banner";
