export const AVAILABILITY_LABEL = { AVAILABLE: "Available", BUSY: "Busy", UNAVAILABLE: "Not available" } as const;
export const AVAILABILITY_TONE = { AVAILABLE: "success", BUSY: "warning", UNAVAILABLE: "neutral" } as const;
