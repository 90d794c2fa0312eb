// The moderation feature's door: the open count for the admin's navigation. Its screens are lazy
// route entries (src/app/router.tsx).
export { openCountQuery } from "./api";
