// The "your data" feature's door (decision 0099): the export of one's data and the deletion of
// the account on /account/data, and the page a deleted account lands on.
export { DeleteAccountCard } from "./components/delete-account-card";
export { ExportCard } from "./components/export-card";
