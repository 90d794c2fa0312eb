import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { installPreloadErrorHandler } from "./app/preload-error";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";

installPreloadErrorHandler();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
