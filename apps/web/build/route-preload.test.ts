import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readRouteModules, routePattern } from "./route-preload";

const router = readFileSync(path.resolve(__dirname, "../src/app/router.tsx"), "utf8");

describe("route preload table", () => {
  it("finds every lazy screen route of router.tsx, the signed-in ones with the shell", () => {
    const routes = readRouteModules(router);
    const byPath = new Map(routes.map((route) => [route.path, route.modules]));
    expect(byPath.get("/auth/login")).toEqual(["@/features/auth/screens/auth-screen"]);
    expect(byPath.get("/auth/signup")).toEqual(["@/features/auth/screens/auth-screen"]);
    expect(byPath.get("/auth/callback/:provider")).toEqual(["@/features/auth/screens/social-callback-screen"]);
    expect(byPath.get("/freelancers")).toEqual(["./layout/app-layout", "./screens/freelancers-screen"]);
    // Every module loaded with `screen(() => import(…))` is the screen of some route in the table.
    const lazyScreens = new Set([...router.matchAll(/screen\(\(\) => import\("([^"]+)"\)/g)].map((match) => match[1]));
    expect(new Set(routes.map((route) => route.modules.at(-1)))).toEqual(lazyScreens);
  });

  it("ranks fixed segments before parameters, as the router does", () => {
    const paths = readRouteModules(router).map((route) => route.path);
    expect(paths.indexOf("/team/create")).toBeLessThan(paths.indexOf("/team/:id"));
  });

  it("matches a path with its parameters and an optional final slash, and nothing longer", () => {
    const pattern = new RegExp(routePattern("/team/:id/chat"));
    expect(pattern.test("/team/42/chat")).toBe(true);
    expect(pattern.test("/team/42/chat/")).toBe(true);
    expect(pattern.test("/team/42")).toBe(false);
    expect(pattern.test("/team/42/chat/more")).toBe(false);
    expect(new RegExp(routePattern("/freelancers")).test("/freelancers/7")).toBe(false);
  });
});
