/**
 * Module boundaries for both apps (ARCHITECTURE.md "Shape", docs/adding-a-module.md), checked
 * by `npm run lint`. scripts/check-boundaries.mjs proves each rule still fires on a fixture.
 */

const path = require("node:path");

/**
 * Schema files a module may read besides its own (db/schema/<module>.ts). Each entry is a
 * known crossing, to go when that module calls the owner's services instead (issue #8).
 */
const TABLES_BEYOND_OWN = {
  // dev-outbox only shows what lib/mail-transport and lib/sms wrote to the outbox table.
  "dev-outbox": ["outbox"],
  // The sign-in columns (password hash, email and phone verification, sessionsValidAfter)
  // still live in users; moving them to an auth table needs a migration.
  auth: ["users"],
  // The admin users list and the dashboard counts read users' tables; its writes call users.
  admin: ["users"],
  // The directory lists freelancer_profiles, whose definition stays in db/schema/users.ts.
  freelancers: ["users"],
};

/** Tests may look at any table to check what a service stored, and use any module's test helpers. */
const TEST_FILE = "\\.test\\.tsx?$";

const schemaFile = (name) => `^apps/api/src/db/schema/${name}\\.ts$`;

/** Files of an API module other modules may import: its services and its view mappers. */
const API_PUBLIC_FILE = "(service|[a-z-]*-service|[a-z-]*-view|session)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "api-module-foreign-tables",
      comment:
        "An API module reads and writes only its own tables (db/schema/<module>.ts); it calls the owning module's service for the rest.",
      severity: "error",
      from: {
        path: "^apps/api/src/modules/([^/]+)/",
        pathNot: [`^apps/api/src/modules/(${Object.keys(TABLES_BEYOND_OWN).join("|")})/`, TEST_FILE],
      },
      to: { path: "^apps/api/src/db/schema/", pathNot: "^apps/api/src/db/schema/$1\\.ts$" },
    },
    ...Object.entries(TABLES_BEYOND_OWN).map(([module, tables]) => ({
      name: "api-module-foreign-tables",
      comment: `${module} reads only its own tables and these known crossings: ${tables.join(", ")}.`,
      severity: "error",
      from: { path: `^apps/api/src/modules/${module}/`, pathNot: TEST_FILE },
      to: { path: "^apps/api/src/db/schema/", pathNot: [schemaFile(module), ...tables.map(schemaFile)] },
    })),
    {
      name: "api-module-internals",
      comment:
        "Another API module is reached through its service files (service.ts, *-service.ts, session.ts) or view mappers (*-view.ts), never its internals.",
      severity: "error",
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: TEST_FILE },
      to: {
        path: "^apps/api/src/modules/([^/]+)/",
        pathNot: ["^apps/api/src/modules/$1/", `^apps/api/src/modules/[^/]+/${API_PUBLIC_FILE}`],
      },
    },
    {
      name: "web-feature-imports-feature",
      comment:
        "A web feature does not import another feature: what two share moves to src/components or src/lib, and screens are composed in src/app.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-shared-imports-feature",
      comment: "src/lib and src/components sit below the features and never import one.",
      severity: "error",
      from: { path: "^apps/web/src/(lib|components)/" },
      to: { path: "^apps/web/src/features/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    // The web app's "@/..." alias; the API uses relative imports only.
    tsConfig: { fileName: path.join(__dirname, "apps/web/tsconfig.json") },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
  },
};
