/** The tax feature's door: the tax profile screen, loaded lazily by the router. */
export const TAX_PROFILE_PATH = "/settings/tax";
