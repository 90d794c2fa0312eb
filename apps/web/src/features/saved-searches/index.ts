// The saved-searches feature's door: the 'Save search' button the task and freelancer lists are
// composed with in src/app/screens (decision 0102); /saved-searches loads its screen lazily.
export { SaveSearchButton, type SaveSearchProps } from "./components/save-search-button";
