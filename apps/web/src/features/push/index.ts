// The push feature's door (decision 0105): the card that turns push notifications on and off for
// this browser, placed by app/ on a settings screen.
export { PushOnThisDevice } from "./components/push-on-this-device";
