export const findUser = (id: string) => id;
