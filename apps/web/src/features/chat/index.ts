// The chat feature's door: the project page's chat tab, composed in src/app. The /chat and team
// chat screens are lazy route entries (src/app/router.tsx), reached by their own file.
export { ReadOnlyProjectChat } from "./components/read-only-history";
export { ProjectChat } from "./components/scoped-chat";
