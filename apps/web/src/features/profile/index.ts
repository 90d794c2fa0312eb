// The profile feature's door: the /profile screen, composed with the public page card in
// app/screens/profile-screen.tsx.
export { default as ProfileScreen } from "./screens/profile-screen";
