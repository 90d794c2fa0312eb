/*
 * The freelancers module's door: the directory search, the directory's cards of saved people
 * (decision 0103), and people as the moderation queue describes them (listeners.ts).
 */

export { listen } from "./listeners";
export { freelancerRoutes } from "./routes";
export { listedFreelancerCardsByIds } from "./saved-freelancer-cards";
