// The tasks feature's door: the /tasks screen, composed with the 'Save search' button in
// src/app/screens/tasks-screen.tsx (decision 0102).
export { type SaveTaskSearch, default as TasksScreen } from "./screens/tasks-screen";
