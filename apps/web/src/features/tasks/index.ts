// The tasks feature's door: the /tasks screen, composed with the 'Save search' button in
// src/app/screens/tasks-screen.tsx (decision 0102).
export { default as TasksScreen, type SaveTaskSearch } from "./screens/tasks-screen";
