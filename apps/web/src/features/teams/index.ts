/* The teams feature's door: what src/app composes into the saved teams (decision 0103). */

export { TeamCard } from "./components/team-card";
