// The tasks feature's door: the /tasks screen and what src/app composes into other screens
// (decision 0102's 'Save search', decision 0103's saved tasks).
export { TaskCard } from "./components/task-card";
export { default as TasksScreen, type SaveTaskSearch } from "./screens/tasks-screen";
