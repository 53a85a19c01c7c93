import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { startGuestPreviewFromUrl } from "./shared/api/guestPreview";

// Before the first API call, so a "View shop" tab never sends the session.
startGuestPreviewFromUrl();

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
