/** Every help-center query starts with `all`, so one invalidation refreshes articles and tickets. */
export const helpKeys = {
  all: ["help"] as const,
  articles: (q: string) => [...helpKeys.all, "articles", q] as const,
  article: (slug: string) => [...helpKeys.all, "article", slug] as const,
  tickets: () => [...helpKeys.all, "tickets"] as const,
  myTickets: (page: number) => [...helpKeys.tickets(), "mine", page] as const,
  ticket: (id: string) => [...helpKeys.tickets(), "one", id] as const,
  queue: (status: string, page: number) => [...helpKeys.tickets(), "queue", status, page] as const,
  queueTicket: (id: string) => [...helpKeys.tickets(), "queue-one", id] as const,
};
