#!/usr/bin/env node
// Two built API instances behind nginx, as production runs several (decision 0051):
//   - one fresh PostgreSQL database on the machine's server (DATABASE_ADMIN_URL), dropped at the end;
//   - the machine's Redis (REDIS_URL) under a key prefix of this run, for the shared rate limits;
//   - a local S3-protocol server (s3rver) holding every upload, so either instance serves any file;
//   - instances "a" and "b" on PORT+1 and PORT+2 (INSTANCE_ID, so each answer names its instance
//     in `x-instance`); "a" seeds the demo accounts before "b" starts;
//   - nginx from Debian's package, run as this user with a generated config in DATA_DIR, round
//     robin on PORT, passing a request to the other instance when one is down.
// The state (pids, ports) goes to DATA_DIR/balancer.json so a test can kill an instance midway.
// Stops everything on SIGTERM or SIGINT. Build first: `npm run build` and
// `npm run -w @crewlance/web build:e2e` (the e2e web build; WEB_DIST_DIR overrides it).
//
//   E2E_PORT=3200 E2E_DATA_DIR=/tmp/e2e-scale node scripts/balancer.mjs
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import S3rver from "s3rver";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.E2E_PORT ?? 3200);
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? "/tmp/crewlance-balancer");
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const SERVER = path.resolve(process.env.BALANCER_API_SERVER ?? path.join(ROOT, "apps/api/dist/server.js"));
const WEB_DIST = path.resolve(process.env.WEB_DIST_DIR ?? path.join(ROOT, "apps/web/dist-e2e"));
const STATE = path.join(DATA_DIR, "balancer.json");
const BASE_URL = `http://127.0.0.1:${PORT}`;

const log = (line) => console.log(`balancer: ${line}`);
/** Still running: a child killed by a signal has a signalCode and no exitCode. */
const running = (child) => child.exitCode === null && child.signalCode === null;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

for (const built of [SERVER, path.join(WEB_DIST, "index.html")]) {
  if (!existsSync(built)) {
    console.error(`balancer: ${built} is missing — run \`npm run build\` and \`npm run -w @crewlance/web build:e2e\`.`);
    process.exit(1);
  }
}
if (spawnSync("nginx", ["-v"]).error) {
  console.error("balancer: nginx is missing — install Debian's package: apt-get install -y nginx");
  process.exit(1);
}

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A run killed outright (SIGKILL) leaves its processes and database: the next run cleans them. */
async function cleanStaleRun() {
  if (!existsSync(STATE)) return;
  const stale = JSON.parse(readFileSync(STATE, "utf8"));
  for (const pid of [stale.nginx?.pid, ...Object.values(stale.instances ?? {}).map((i) => i.pid)]) {
    try {
      if (pid) process.kill(pid, "SIGKILL");
    } catch {}
  }
  if (stale.database) await adminQuery(`drop database if exists ${stale.database} with (force)`).catch(() => {});
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child && !running(child)) throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`${url} did not answer /api/health`);
}

function nginxConfig(ports) {
  const dir = DATA_DIR;
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
daemon off;
events { worker_connections 512; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/nginx-tmp/body;
  proxy_temp_path ${dir}/nginx-tmp/proxy;
  fastcgi_temp_path ${dir}/nginx-tmp/fastcgi;
  uwsgi_temp_path ${dir}/nginx-tmp/uwsgi;
  scgi_temp_path ${dir}/nginx-tmp/scgi;
  client_max_body_size 25m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream crewlance {
    # Round robin; an instance that refuses a connection is left out for 10 s.
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${PORT};
    location / {
      proxy_pass http://crewlance;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # WebSockets (the chat) pass through.
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      # A connection refused (instance down) is tried on the other; a request already sent is
      # retried only when it is idempotent (nginx's rule), so no POST runs twice.
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }
  }
}
`;
}

const children = [];
let s3;
let database;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter(running);
  const exited = alive.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of alive) child.kill("SIGTERM");
  await Promise.all(exited);
  await s3?.close().catch(() => {});
  if (database) await adminQuery(`drop database if exists ${database} with (force)`).catch(() => {});
  rmSync(STATE, { force: true });
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));

async function main() {
  await cleanStaleRun();
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(path.join(DATA_DIR, "nginx-tmp"), { recursive: true });
  // nginx's workers run as `nobody` when this runs as root: they write their temp files here.
  chmodSync(path.join(DATA_DIR, "nginx-tmp"), 0o777);

  database = `crewlance_balancer_${process.pid}_${randomBytes(3).toString("hex")}`;
  await adminQuery(`create database ${database}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;

  mkdirSync(path.join(DATA_DIR, "s3"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(DATA_DIR, "s3"),
    configureBuckets: [{ name: "crewlance-uploads" }],
  });
  const { port: s3Port } = await s3.run();

  const shared = {
    ...process.env,
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    APP_URL: BASE_URL,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL,
    REDIS_KEY_PREFIX: `crewlance-balancer:${database}:`,
    // One signing key for both: a token from one instance is good on the other.
    JWT_SECRET: randomBytes(32).toString("hex"),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: "crewlance-uploads",
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
    TRUST_PROXY_HOPS: "1",
    WEB_DIST_DIR: WEB_DIST,
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    PHONE_CODES_PER_IP_PER_HOUR: "1000",
    PHONE_CODES_PER_IP_PER_MINUTE: "1000",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    SMTP_URL: "",
  };
  const instances = {};
  for (const [index, id] of ["a", "b"].entries()) {
    const port = PORT + 1 + index;
    const dataDir = path.join(DATA_DIR, `instance-${id}`);
    mkdirSync(dataDir);
    const child = spawn(process.execPath, [SERVER], {
      env: { ...shared, PORT: String(port), INSTANCE_ID: id, DATA_DIR: dataDir, SEED_DEMO_DATA: String(id === "a") },
      stdio: ["ignore", "inherit", "inherit"],
    });
    children.push(child);
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    instances[id] = { pid: child.pid, port, url: `http://127.0.0.1:${port}` };
    log(`instance ${id} on ${port} (pid ${child.pid})`);
  }

  const config = path.join(DATA_DIR, "nginx.conf");
  writeFileSync(config, nginxConfig(Object.values(instances).map((i) => i.port)));
  const nginx = spawn("nginx", ["-p", DATA_DIR, "-c", config, "-e", path.join(DATA_DIR, "nginx-error.log")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(nginx);
  nginx.once("exit", (code) => {
    if (!stopping) {
      console.error(`balancer: nginx exited with ${code}; see ${DATA_DIR}/nginx-error.log`);
      void stop(1);
    }
  });
  await waitForHealth(BASE_URL, nginx);
  writeFileSync(STATE, JSON.stringify({ baseUrl: BASE_URL, database, nginx: { pid: nginx.pid }, instances }, null, 2));
  log(`ready on ${BASE_URL} (instances a and b, round robin)`);
}

main().catch((error) => {
  console.error("balancer:", error);
  void stop(1);
});
