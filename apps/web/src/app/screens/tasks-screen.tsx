import { SavedTasks } from "@/features/favourites";
import { SaveSearchButton } from "@/features/saved-searches";
import { type SaveTaskSearch, TaskCard, TasksScreen } from "@/features/tasks";

const SaveTaskSearchButton: SaveTaskSearch = ({ query }) => <SaveSearchButton kind="tasks" query={query} />;

/** /tasks, with the saved tasks (`?saved`) of the favourites feature shown as task cards (decision 0103). */
function SavedTaskCards() {
  return <SavedTasks renderTask={(task) => <TaskCard task={task} />} />;
}

/** /tasks: the task list, with 'Save search' (decision 0102) and the saved tasks (decision 0103) of their own features. */
export default function TasksRoute() {
  return <TasksScreen SaveSearch={SaveTaskSearchButton} Saved={SavedTaskCards} />;
}
