/**
 * Keys of the reviews shown on profiles. In lib (decision 0018) because a review written on a
 * project's page changes the lists on the freelancer's and the company's profiles.
 */
export const reviewKeys = {
  all: ["reviews"] as const,
  about: (userId: string, page: number) => [...reviewKeys.all, "about", userId, page] as const,
};
