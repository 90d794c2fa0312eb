// The two-factor feature's door (decision 0094): the card that turns two-factor sign-in on and
// off and remakes recovery codes, placed on /account/security.
export { TwoFactorCard } from "./components/two-factor-card";
