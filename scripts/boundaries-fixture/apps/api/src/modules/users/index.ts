export { findUser } from "./service";
