/*
 * The favourites module's door (decision 0103): saved tasks, freelancers and teams, read through
 * the tasks, freelancers and teams doors; its part of "your data"; its listeners.
 */

export { favouriteDataOf } from "./account-data";
export { listen } from "./listeners";
export { favouriteRoutes } from "./routes";
export { saveFavourite } from "./service";
