/** The account security feature's door: /account/security (password and devices), put together in app/screens. */
export const ACCOUNT_SECURITY_PATH = "/account/security";
export { AccountSecurityScreen } from "./screens/account-security-screen";
