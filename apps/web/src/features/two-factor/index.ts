// The two-factor feature's door (decisions 0094 and 0098): the card that turns two-factor sign-in
// on and off and remakes recovery codes, the passkeys card, both placed on /account/security, and
// the "Confirm it's you" dialog that app/ opens when a call asks for a fresh second factor.
export { PasskeysCard } from "./components/passkeys-card";
export { StepUpDialog } from "./components/step-up-dialog";
export { TwoFactorCard } from "./components/two-factor-card";
