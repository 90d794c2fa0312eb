import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { installPreloadErrorHandler } from "./app/preload-error";
import { Providers, queryClient } from "./app/providers";
import { prefetchRouteData } from "./app/route-data";
import { AppRoutes } from "./app/router";

installPreloadErrorHandler();
prefetchRouteData(queryClient, window.location);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
