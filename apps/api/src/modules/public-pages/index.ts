/*
 * The public-pages module's door: server-rendered pages of people, companies, teams and open
 * tasks for anyone, with their preview images, sitemap.xml and robots.txt (decision 0096). It
 * reads only through the doors of the modules below it and owns no table.
 */

export { publicSiteRoutes } from "./routes";
