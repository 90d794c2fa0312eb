// Starts a BUILT server of its own for the hourly journey (e2e/hourly-journey.spec.ts), with the
// development clock (DEV_CLOCK=true) that the journey moves across a week's end and its review
// window, and the billing sweep every second. The main e2e server's clock never moves: the
// other journeys there keep real time.
import { prepareBuiltServer } from "./built-server";

const { server, webDist } = prepareBuiltServer();
process.env.WEB_DIST_DIR = webDist;

await import(server);
