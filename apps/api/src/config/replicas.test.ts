import { describe, expect, it } from "vitest";
import { loadConfig } from "./index";

const primary = "postgres://app@db-primary:5432/crewlance";

describe("DATABASE_REPLICA_URLS (decision 0107)", () => {
  it("has no replica by default, and reads each URL of a comma-separated list", () => {
    expect(loadConfig({}).replicas).toEqual({ urls: [], maxLagMs: 2_000, checkIntervalMs: 250 });
    const config = loadConfig({
      DATABASE_URL: primary,
      DATABASE_REPLICA_URLS: " postgres://app@db-r1:5432/crewlance, postgresql://app@db-r2/crewlance ,",
      REPLICA_MAX_LAG_MS: "5000",
      REPLICA_CHECK_INTERVAL_MS: "100",
    });
    expect(config.replicas).toEqual({
      urls: ["postgres://app@db-r1:5432/crewlance", "postgresql://app@db-r2/crewlance"],
      maxLagMs: 5_000,
      checkIntervalMs: 100,
    });
  });

  it("refuses replicas without DATABASE_URL, a URL that is not PostgreSQL's, and a lag out of range", () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: "postgres://app@db-r1/crewlance" })).toThrow(
      /DATABASE_REPLICA_URLS: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: "mysql://db-r1/crewlance" })).toThrow(
      /DATABASE_REPLICA_URLS\.0: must be postgres:\/\/ URLs separated by commas/,
    );
    expect(() => loadConfig({ REPLICA_MAX_LAG_MS: "5" })).toThrow(/REPLICA_MAX_LAG_MS/);
  });
});
