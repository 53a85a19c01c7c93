/**
 * The first stage of the app's start (main.tsx): the libraries every screen stands on, evaluated in a
 * task of their own. Re-exported so the build keeps them in this stage (a bare import of a package
 * without side effects would be dropped).
 */
export { hydrateRoot } from "react-dom/client";
export { Router } from "react-router-dom";
export { QueryClient } from "@tanstack/react-query";
export { default as i18next } from "i18next";
export { initReactI18next } from "react-i18next";
