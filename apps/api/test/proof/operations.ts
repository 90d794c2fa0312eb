import type { FastifyInstance } from "fastify";
import type { JsonSchema, Parameter } from "../openapi-samples";

/*
 * The operations of the app's own OpenAPI document, as the suites that walk every route read them
 * (the fuzz suite, the bad-input suite, the authorization matrix): a route added later is in the
 * document, so each of them sees it without being edited.
 */

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  jsonBody?: JsonSchema;
  /** Upload routes read their form in the handler: the document names the type, not the fields. */
  multipart: boolean;
  /**
   * Whether the document says it takes a bearer token (its `security`): "required", the token in
   * every alternative (`[{ bearer: [] }]`); "optional", the token or nothing (`[{ bearer: [] }, {}]`:
   * anyone may call it, and a token, when sent, is checked); "none" (`[]`).
   */
  token: DeclaredToken;
};

export type DeclaredToken = "required" | "optional" | "none";

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        jsonBody: content["application/json"]?.schema,
        multipart: "multipart/form-data" in content,
        token: declaredToken(operation.security ?? []),
      };
    }),
  );
}

/** An empty requirement (`{}`) among the alternatives lets a caller without a token in (OpenAPI 3). */
function declaredToken(security: unknown[]): DeclaredToken {
  if (security.length === 0) return "none";
  const anonymousAllowed = security.some(
    (requirement) => typeof requirement === "object" && requirement !== null && Object.keys(requirement).length === 0,
  );
  return anonymousAllowed ? "optional" : "required";
}

/** The app's document as a client reads it, at `/api/docs/json`. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const answer = await app.inject({ method: "GET", url: "/api/docs/json" });
  if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);
  return operationsOf(answer.json());
}

/** `METHOD /path` exactly as the document spells it: the key of a row in the authorization matrix. */
export const operationKey = (operation: Pick<Operation, "method" | "path">) => `${operation.method} ${operation.path}`;

/** The operation's path with its `{name}` parameters filled in (`x` where no value is given). */
export function urlOf(operation: Pick<Operation, "path">, pathValues: Record<string, string>, query = ""): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathValues[name] ?? "x");
  return query ? `${path}?${query}` : path;
}
