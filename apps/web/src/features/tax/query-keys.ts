/** Every tax query starts with `all`, so a save or a verification refreshes the profile and the destinations. */
export const taxKeys = {
  all: ["tax"] as const,
  profile: () => [...taxKeys.all, "profile"] as const,
  destinations: () => [...taxKeys.all, "destinations"] as const,
};
