/* The freelancers feature's door: what src/app composes into the saved freelancers (decision 0103). */

export { FreelancerCard } from "./components/freelancer-card";
