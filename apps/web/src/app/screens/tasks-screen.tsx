import { lazy, Suspense } from "react";
import { SaveSearchButton } from "@/features/saved-searches";
import { type SaveTaskSearch, TaskCard, TasksScreen } from "@/features/tasks";

const SaveTaskSearchButton: SaveTaskSearch = ({ query }) => <SaveSearchButton kind="tasks" query={query} />;

// Only `?saved` shows them: the list's first paint carries none of their code.
const SavedTasks = lazy(() => import("@/features/favourites").then((module) => ({ default: module.SavedTasks })));

/** /tasks, with the saved tasks (`?saved`) of the favourites feature shown as task cards (decision 0103). */
function SavedTaskCards() {
  return (
    <Suspense fallback={null}>
      <SavedTasks renderTask={(task) => <TaskCard task={task} />} />
    </Suspense>
  );
}

/** /tasks: the task list, with 'Save search' (decision 0102) and the saved tasks (decision 0103) of their own features. */
export default function TasksRoute() {
  return <TasksScreen SaveSearch={SaveTaskSearchButton} Saved={SavedTaskCards} />;
}
