/** The account security feature's door: /account/security (password and devices), loaded lazily by the router. */
export const ACCOUNT_SECURITY_PATH = "/account/security";
