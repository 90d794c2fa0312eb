/** The hourly feature's door (decision 0091): the hourly part of the project page. */
export { HourlyProjectPanel } from "./contract/hourly-project-panel";
