import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../../apps/api/src/app";
import { loadConfig } from "../../apps/api/src/config";
import { PLATFORM_TAX_IDENTITY } from "../../apps/api/test/production-env";
import { recreateDatabase, seedFreelancers } from "../api-load/database";

const url = await recreateDatabase("postgres://postgres@127.0.0.1:5432/test", "crewlance_scratch_1m");
const app = await buildApp(loadConfig({ NODE_ENV: "production", ...PLATFORM_TAX_IDENTITY, DATABASE_URL: url, DATA_DIR: "/tmp/xdata2", JWT_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn", SEED_DEMO_DATA: "false", APP_URL: "http://127.0.0.1:1" }), { logger: false });
await app.close();
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: unknown, ...args: any[]) {
  const values = args[1];
  if (Array.isArray(values) && typeof values[0] === "number" && values[0] < 990_001) return Promise.resolve({ rows: [] });
  return orig.apply(this, args);
};
await seedFreelancers(url, 1_000_000);
console.log("seeded the last batch of 1,000,000");
