import { SavedPeople } from "@/features/favourites";
import { FreelancerCard } from "@/features/freelancers";
import FreelancersScreen from "@/features/freelancers/screens/freelancers-screen";
import { TeamCard } from "@/features/teams";

/**
 * /freelancers, with the saved freelancers and teams (`?saved`) of the favourites feature shown
 * as the directory's and the team list's cards (decision 0103).
 */
function SavedPeopleCards() {
  return (
    <SavedPeople
      renderFreelancer={(freelancer, actions) => <FreelancerCard freelancer={freelancer} actions={actions} />}
      renderTeam={(team, actions) => <TeamCard team={team} actions={actions} />}
    />
  );
}

export default function FreelancersRoute() {
  return <FreelancersScreen Saved={SavedPeopleCards} />;
}
