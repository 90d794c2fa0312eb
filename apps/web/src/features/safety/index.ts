/** The safety feature's door: /account/safety (blocked people and the viewer's reports), loaded lazily by the router. */
export const ACCOUNT_SAFETY_PATH = "/account/safety";
