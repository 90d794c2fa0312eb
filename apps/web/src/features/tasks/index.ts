/* The tasks feature's door: what src/app composes into other screens (decision 0103's saved tasks). */

export { TaskCard } from "./components/task-card";
