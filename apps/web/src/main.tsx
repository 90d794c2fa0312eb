import "./index.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { installPreloadErrorHandler } from "./app/preload-error";
import { Providers, queryClient } from "./app/providers";
import { prefetchRouteData } from "./app/route-data";
import { AppRoutes } from "./app/router";
import { registerServiceWorker } from "./app/service-worker";
import { UpdatePrompt } from "./app/update-prompt";

installPreloadErrorHandler();
registerServiceWorker();
prefetchRouteData(queryClient, window.location);

// The first render as a transition: React then yields to the browser every few milliseconds
// instead of holding the main thread for the whole shell and screen at once (decision 0061).
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
          <UpdatePrompt />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});
