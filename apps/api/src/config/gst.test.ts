import { describe, expect, it } from "vitest";
import { PLATFORM_TAX_IDENTITY, PRODUCTION_ENV } from "../../test/production-env";
import { loadConfig } from "./index";

describe("the platform's GST identity (decision 0088)", () => {
  it("defaults to a demo company in Karnataka, whose state the withholding splits TCS against", () => {
    const config = loadConfig({});
    expect(config.gst).toMatchObject({ gstin: "29AAICC1234F1ZW", stateCode: "29", rateBps: 1800 });
    expect(config.withholding).not.toHaveProperty("platformStateCode");
  });

  it("refuses a GSTIN whose check character is wrong, not only a misshapen one", () => {
    expect(() => loadConfig({ PLATFORM_GSTIN: "29AAICC1234F1ZX" })).toThrow(
      /PLATFORM_GSTIN: must be a valid GSTIN: This GSTIN's last character does not match/,
    );
    expect(() => loadConfig({ PLATFORM_GSTIN: "29AAICC1234F1Z" })).toThrow(/PLATFORM_GSTIN/);
  });

  it("takes a state and a GSTIN of that state together", () => {
    expect(loadConfig({ PLATFORM_STATE_CODE: "27", PLATFORM_GSTIN: "27AAICC1234F1Z0" }).gst.stateCode).toBe("27");
    expect(() => loadConfig({ PLATFORM_STATE_CODE: "27" })).toThrow(/must begin with PLATFORM_STATE_CODE/);
    expect(() => loadConfig({ PLATFORM_STATE_CODE: "99" })).toThrow(/PLATFORM_STATE_CODE/);
  });

  it("stands in for the platform only outside production: production names every part of it", () => {
    for (const name of Object.keys(PLATFORM_TAX_IDENTITY) as (keyof typeof PLATFORM_TAX_IDENTITY)[]) {
      const { [name]: _, ...missing } = PRODUCTION_ENV;
      expect(() => loadConfig(missing)).toThrow(new RegExp(`${name}: is required when NODE_ENV=production`));
    }
    const production = loadConfig({ ...PRODUCTION_ENV, PLATFORM_STATE_CODE: "27", PLATFORM_GSTIN: "27AAICC1234F1Z0" });
    expect(production.gst).toMatchObject({ gstin: "27AAICC1234F1Z0", stateCode: "27" });
    expect(production.taxDocuments).toEqual({ tan: "BLRC12345F", pan: "AAICC1234F" });
    expect(() => loadConfig({ ...PRODUCTION_ENV, PLATFORM_PAN: "AAICC9999F" })).toThrow(/PAN inside PLATFORM_GSTIN/);
  });
});
