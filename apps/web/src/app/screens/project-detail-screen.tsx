import { ProjectChat, ReadOnlyProjectChat } from "@/features/chat";
import { InviteCollaboratorButton } from "@/features/collaborations";
import { HourlyProjectPanel } from "@/features/hourly";
import { type ProjectDetailParts, ProjectDetailScreen } from "@/features/projects";

const PARTS: ProjectDetailParts = {
  Chat: ProjectChat,
  ReadOnlyChat: ReadOnlyProjectChat,
  InviteCollaborator: InviteCollaboratorButton,
  Hourly: HourlyProjectPanel,
};

/** /project-management/:id: the project page with the chat, collaborations and hourly parts it shows. */
export default function ProjectDetailRoute() {
  return <ProjectDetailScreen parts={PARTS} />;
}
