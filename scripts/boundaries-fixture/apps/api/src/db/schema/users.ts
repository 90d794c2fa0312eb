export const users = "users";
