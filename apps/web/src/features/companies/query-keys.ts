/** A company's public profile; `all` refreshes every one at once. */
export const companyKeys = {
  all: ["companies"] as const,
  detail: (id: string) => [...companyKeys.all, "detail", id] as const,
};
