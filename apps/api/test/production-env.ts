/**
 * What a production server must be told besides its secrets: the platform as the supplier on tax
 * invoices and the deductor on TDS certificates (config/gst.ts, config/tax-documents.ts). A real
 * GSTIN shape with its check character; the TAN and PAN are the demo's placeholders.
 */
export const PLATFORM_TAX_IDENTITY = {
  PLATFORM_GSTIN: "29AAICC1234F1ZW",
  PLATFORM_LEGAL_NAME: "Crewlance Technologies Private Limited",
  PLATFORM_STATE_CODE: "29",
  PLATFORM_ADDRESS: "12 Residency Road, Bengaluru, Karnataka 560025",
  PLATFORM_TAN: "BLRC12345F",
  PLATFORM_PAN: "AAICC1234F",
} as const;

/** The least a production configuration needs, for tests and benches that start one. */
export const PRODUCTION_ENV = { NODE_ENV: "production", JWT_SECRET: "x".repeat(32), ...PLATFORM_TAX_IDENTITY } as const;
