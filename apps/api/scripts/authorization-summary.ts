/**
 * `npm run docs:authorization`: writes docs/authorization.md from the authorization matrix
 * (apps/api/test/proof/authorization-matrix.ts). The matrix suite fails while the two differ.
 */
import { writeFileSync } from "node:fs";
import { authorizationSummary, SUMMARY_FILE } from "../test/proof/authorization-summary";

const target = new URL(`../../../${SUMMARY_FILE}`, import.meta.url);
writeFileSync(target, authorizationSummary());
console.log(`wrote ${SUMMARY_FILE}`);
