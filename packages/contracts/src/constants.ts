/** Constants the product fixes exactly, shared by the API and the web app. */
export const NOTIFICATIONS_PAGE_SIZE = 5;
export const NOTIFICATIONS_FIRST_PAGE = 1;
export const UNREAD_BADGE_CAP = 99;
export const SIDEBAR_COLLAPSE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH_PX = 280;
export const RESET_REDIRECT_DELAY_MS = 3000;
export const TOASTS_VISIBLE = 1;
export const TOAST_DURATION_MS = 1000;
export const CURRENCY = "INR";
export const FREELANCERS_PAGE_SIZE = 12;
/** Reviews on a profile, newest first. */
export const USER_REVIEWS_PAGE_SIZE = 10;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_SECONDS = 60;
/** Phone codes: at most one a minute (above) and this many an hour, per number and per IP. */
export const PHONE_OTP_MAX_PER_HOUR = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** ₹10,00,000 an hour: the highest rate a profile or a directory filter takes. */
export const MAX_HOURLY_RATE_PAISE = 100_000_000;
