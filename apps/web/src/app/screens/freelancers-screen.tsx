import { lazy, Suspense } from "react";
import { FreelancerCard, FreelancersScreen, type SaveFreelancerSearch } from "@/features/freelancers";
import { SaveSearchButton } from "@/features/saved-searches";
import { TeamCard } from "@/features/teams";

const SaveFreelancerSearchButton: SaveFreelancerSearch = ({ query }) => (
  <SaveSearchButton kind="freelancers" query={query} />
);

// Only `?saved` shows them: the directory's first paint carries none of their code.
const SavedPeople = lazy(() => import("@/features/favourites").then((module) => ({ default: module.SavedPeople })));

/** The saved freelancers and teams (`?saved`) of the favourites feature, as the directory's and the team list's cards (decision 0103). */
function SavedPeopleCards() {
  return (
    <Suspense fallback={null}>
      <SavedPeople
        renderFreelancer={(freelancer, actions) => <FreelancerCard freelancer={freelancer} actions={actions} />}
        renderTeam={(team, actions) => <TeamCard team={team} actions={actions} />}
      />
    </Suspense>
  );
}

/** /freelancers: the directory, with 'Save search' (decision 0102) and the saved people (decision 0103) of their own features. */
export default function FreelancersRoute() {
  return <FreelancersScreen SaveSearch={SaveFreelancerSearchButton} Saved={SavedPeopleCards} />;
}
