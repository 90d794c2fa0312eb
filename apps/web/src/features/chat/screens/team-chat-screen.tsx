import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { TeamChat } from "../components/scoped-chat";

/** /team/{id}/chat: the team's conversation, in the same thread as /chat. */
export default function TeamChatScreen() {
  const { id = "" } = useParams();
  return (
    <div className="space-y-4">
      <Link
        to={`/team/${encodeURIComponent(id)}`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-fg"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Team
      </Link>
      <PageHeader title="Team Chat" description="Every member of the team, in one conversation." className="mb-0" />
      <TeamChat teamId={id} />
    </div>
  );
}
