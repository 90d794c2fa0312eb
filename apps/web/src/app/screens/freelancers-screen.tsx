import { FreelancersScreen, type SaveFreelancerSearch } from "@/features/freelancers";
import { SaveSearchButton } from "@/features/saved-searches";

const SaveFreelancerSearchButton: SaveFreelancerSearch = ({ query }) => (
  <SaveSearchButton kind="freelancers" query={query} />
);

/** /freelancers: the directory, with 'Save search' of its own feature (decision 0102). */
export default function FreelancersRoute() {
  return <FreelancersScreen SaveSearch={SaveFreelancerSearchButton} />;
}
