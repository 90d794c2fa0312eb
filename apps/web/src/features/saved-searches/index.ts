// The saved-searches feature's door: the 'Save search' button the task and freelancer lists are
// composed with in src/app/screens (decision 0102); /saved-searches loads its screen lazily.
export { SaveSearchButton } from "./components/save-search-button";
export type { SaveSearchProps } from "./components/save-search-form";
