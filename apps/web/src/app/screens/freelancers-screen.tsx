import { SavedPeople } from "@/features/favourites";
import { FreelancerCard, FreelancersScreen, type SaveFreelancerSearch } from "@/features/freelancers";
import { SaveSearchButton } from "@/features/saved-searches";
import { TeamCard } from "@/features/teams";

const SaveFreelancerSearchButton: SaveFreelancerSearch = ({ query }) => (
  <SaveSearchButton kind="freelancers" query={query} />
);

/** The saved freelancers and teams (`?saved`) of the favourites feature, as the directory's and the team list's cards (decision 0103). */
function SavedPeopleCards() {
  return (
    <SavedPeople
      renderFreelancer={(freelancer, actions) => <FreelancerCard freelancer={freelancer} actions={actions} />}
      renderTeam={(team, actions) => <TeamCard team={team} actions={actions} />}
    />
  );
}

/** /freelancers: the directory, with 'Save search' (decision 0102) and the saved people (decision 0103) of their own features. */
export default function FreelancersRoute() {
  return <FreelancersScreen SaveSearch={SaveFreelancerSearchButton} Saved={SavedPeopleCards} />;
}
