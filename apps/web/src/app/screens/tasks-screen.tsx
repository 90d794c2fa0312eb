import { SaveSearchButton } from "@/features/saved-searches";
import { type SaveTaskSearch, TasksScreen } from "@/features/tasks";

const SaveTaskSearchButton: SaveTaskSearch = ({ query }) => <SaveSearchButton kind="tasks" query={query} />;

/** /tasks: the task list, with 'Save search' of its own feature (decision 0102). */
export default function TasksRoute() {
  return <TasksScreen SaveSearch={SaveTaskSearchButton} />;
}
