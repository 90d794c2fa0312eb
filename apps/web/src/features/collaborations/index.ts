// The collaborations feature's door: 'Invite a collaborator' on the project page, composed in
// src/app. The /collaboration screen is a lazy route entry (src/app/router.tsx).
export { InviteCollaboratorButton } from "./components/invite-collaborator-dialog";
