// The auth feature's door: the current user's refresh on route changes (src/app/user-refresh.tsx).
// Its screens are lazy route entries (src/app/router.tsx).
export { fetchCurrentUser } from "./api";
