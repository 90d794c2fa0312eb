/**
 * Module boundaries for both apps (docs/architecture.md, docs/adding-a-module.md), checked by
 * `npm run lint`. scripts/check-boundaries.mjs proves each rule still fires on a fixture.
 */

const path = require("node:path");

/**
 * Schema files a module may read besides its own (db/schema/<module>.ts). Each entry is a
 * known crossing, to go when that module calls the owner's door instead.
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
const TEST_FILE = "\\.(pg)?test\\.tsx?$";

const schemaFile = (name) => `^apps/api/src/db/schema/${name}\\.ts$`;
/** A module's own tables: db/schema/<module>.ts and its neighbours db/schema/<module>-<part>.ts. */
const ownSchemaFiles = (name) => [schemaFile(name), `^apps/api/src/db/schema/${name}-[a-z-]+\\.ts$`];

/** A web feature's door: the one file code outside the feature imports it through. */
const WEB_FEATURE_DOOR = "^apps/web/src/features/[^/]+/index\\.tsx?$";

/**
 * The API's modules, bottom to top (docs/architecture.md "Modules"): a module imports only the
 * modules before it in this list, and only through their index.ts. A new module takes its place
 * here; until it does, every import it makes is refused (api-module-unlisted).
 */
const MODULE_ORDER = [
  "notifications",
  "push",
  "users",
  "auth",
  "help",
  "safety",
  "tax",
  "money",
  "teams",
  "projects",
  "hourly",
  "chat",
  "tasks",
  "collaborations",
  "freelancers",
  "alerts",
  "favourites",
  "dashboard",
  "public-pages",
  "privacy",
  "admin",
  "health",
  "dev-outbox",
];
const MODULE = "^apps/api/src/modules/";
const moduleOrderRules = MODULE_ORDER.slice(0, -1).map((name, index) => ({
  name: "api-module-order",
  comment: `${name} imports only the modules below it (${MODULE_ORDER.slice(0, index).join(", ") || "none"}); a reaction of a module above listens to an event instead.`,
  severity: "error",
  from: { path: `${MODULE}${name}/`, pathNot: TEST_FILE },
  to: { path: `${MODULE}(${MODULE_ORDER.slice(index + 1).join("|")})/` },
}));
const apiRules = [
  {
    name: "api-module-door",
    comment: "Another API module is reached only through its index.ts: what it exports there is its public face.",
    severity: "error",
    from: { path: `${MODULE}([^/]+)/`, pathNot: TEST_FILE },
    to: { path: MODULE, pathNot: [`${MODULE}$1/`, `${MODULE}[^/]+/index\\.ts$`] },
  },
  {
    name: "api-module-door",
    comment: "Code outside the modules (app.ts, listeners.ts, demo/) reaches a module only through its index.ts.",
    severity: "error",
    from: { path: "^apps/api/src/", pathNot: [MODULE, TEST_FILE] },
    to: { path: MODULE, pathNot: `${MODULE}[^/]+/index\\.ts$` },
  },
  ...moduleOrderRules,
  {
    name: "api-module-unlisted",
    comment: "Every API module has its place in MODULE_ORDER (.dependency-cruiser.cjs).",
    severity: "error",
    from: { path: MODULE, pathNot: [`${MODULE}(${MODULE_ORDER.join("|")})/`, TEST_FILE] },
    to: {},
  },
  {
    name: "no-circular",
    comment: "No import cycle anywhere: a cycle is a module that cannot be understood or tested alone.",
    severity: "error",
    from: { pathNot: TEST_FILE },
    to: { circular: true, pathNot: TEST_FILE },
  },
];

module.exports = {
  forbidden: [
    {
      name: "api-module-foreign-tables",
      comment:
        "An API module reads and writes only its own tables (db/schema/<module>.ts, db/schema/<module>-<part>.ts); it calls the owning module's service for the rest.",
      severity: "error",
      from: {
        path: "^apps/api/src/modules/([^/]+)/",
        pathNot: [`^apps/api/src/modules/(${Object.keys(TABLES_BEYOND_OWN).join("|")})/`, TEST_FILE],
      },
      to: { path: "^apps/api/src/db/schema/", pathNot: ownSchemaFiles("$1") },
    },
    ...Object.entries(TABLES_BEYOND_OWN).map(([module, tables]) => ({
      name: "api-module-foreign-tables",
      comment: `${module} reads only its own tables and these known crossings: ${tables.join(", ")}.`,
      severity: "error",
      from: { path: `^apps/api/src/modules/${module}/`, pathNot: TEST_FILE },
      to: { path: "^apps/api/src/db/schema/", pathNot: [...ownSchemaFiles(module), ...tables.map(schemaFile)] },
    })),
    ...apiRules,
    {
      name: "web-feature-imports-feature",
      comment:
        "A web feature does not import another feature: what two share moves to src/components or src/lib, and screens are composed in src/app.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-feature-door",
      comment:
        "Outside a web feature, code imports it through its door, features/<x>/index.ts(x); lib and components import no feature at all, and one feature no other (the rules beside this one). Tests may render a screen or use a feature's test helpers.",
      severity: "error",
      from: { path: "^apps/web/src/", pathNot: ["^apps/web/src/(features|lib|components)/", TEST_FILE] },
      to: {
        path: "^apps/web/src/features/[^/]+/",
        pathNot: WEB_FEATURE_DOOR,
        dependencyTypesNot: ["dynamic-import"],
      },
    },
    {
      name: "web-feature-door",
      comment:
        "A lazy import(), a code-splitting point, may also load a feature's screen (features/<x>/screens/*-screen.tsx), a route's own chunk that the build's route preload and chunk groups find by the imports in src/app/router.tsx, or its api.ts, whose first request src/app/route-data.ts starts beside the screen's download from the chunk already being preloaded (decision 0061).",
      severity: "error",
      from: { path: "^apps/web/src/", pathNot: ["^apps/web/src/(features|lib|components)/", TEST_FILE] },
      to: {
        path: "^apps/web/src/features/[^/]+/",
        pathNot: [
          WEB_FEATURE_DOOR,
          "^apps/web/src/features/[^/]+/screens/[^/]+-screen\\.tsx$",
          "^apps/web/src/features/[^/]+/api\\.ts$",
        ],
        dependencyTypes: ["dynamic-import"],
      },
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
