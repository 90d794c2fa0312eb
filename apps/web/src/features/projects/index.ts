// The projects feature's door: the project page, which src/app composes with the chat and
// collaborations parts it shows. The projects list is a lazy route entry (src/app/router.tsx).
export { type ProjectDetailParts, ProjectDetailScreen } from "./screens/project-detail-screen";
