import { SavedTasks } from "@/features/favourites";
import { TaskCard } from "@/features/tasks";
import TasksScreen from "@/features/tasks/screens/tasks-screen";

/** /tasks, with the saved tasks (`?saved`) of the favourites feature shown as task cards (decision 0103). */
function SavedTaskCards() {
  return <SavedTasks renderTask={(task) => <TaskCard task={task} />} />;
}

export default function TasksRoute() {
  return <TasksScreen Saved={SavedTaskCards} />;
}
