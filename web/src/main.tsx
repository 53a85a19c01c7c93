import { StrictMode } from "react";
// The brand serif for headings, self-hosted (same origin, so the CSP allows it; font-display: swap).
// Frank Ruhl Libre has Latin and Hebrew drawn together, so both languages' headings match. Only the
// weight the headings use (600) and the two subsets the shop shows are bundled.
import "@fontsource/frank-ruhl-libre/latin-600.css";
import "@fontsource/frank-ruhl-libre/hebrew-600.css";
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
