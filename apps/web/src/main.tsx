import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { installPreloadErrorHandler } from "./app/preload-error";
import { Providers } from "./app/providers";
import { router } from "./app/router";

installPreloadErrorHandler();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
