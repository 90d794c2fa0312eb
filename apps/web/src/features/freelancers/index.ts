// The freelancers feature's door: the /freelancers screen, composed with the 'Save search' button
// in src/app/screens/freelancers-screen.tsx (decision 0102).
export { default as FreelancersScreen, type SaveFreelancerSearch } from "./screens/freelancers-screen";
