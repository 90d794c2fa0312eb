// The freelancers feature's door: the /freelancers screen and what src/app composes into other
// screens (decision 0102's 'Save search', decision 0103's saved freelancers).
export { FreelancerCard } from "./components/freelancer-card";
export { default as FreelancersScreen, type SaveFreelancerSearch } from "./screens/freelancers-screen";
