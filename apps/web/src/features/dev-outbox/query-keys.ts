/** Every dev-outbox query starts with `all`, so clearing the outbox refreshes whatever page is shown. */
export const outboxKeys = {
  all: ["dev-outbox"] as const,
  list: <Q extends object>(query: Q) => [...outboxKeys.all, query] as const,
};
