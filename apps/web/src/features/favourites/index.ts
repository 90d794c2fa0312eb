/*
 * The favourites feature's door (decision 0103): the saved lists, composed by src/app into the
 * tasks and freelancers screens with those features' cards. The Save toggle itself is shared
 * (components/favourites), since the tasks, freelancers and teams features all show it.
 */

export { SavedPeople } from "./components/saved-people";
export { SavedTasks } from "./components/saved-tasks";
