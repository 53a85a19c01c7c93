/**
 * The second stage of the app's start (main.tsx): MUI's styling engine (Emotion, the theme, the system
 * behind every component), evaluated in a task of its own. Re-exported so the build keeps it here.
 */
export { CacheProvider } from "@emotion/react";
export { default as createCache } from "@emotion/cache";
export { ThemeProvider, createTheme, styled } from "@mui/material/styles";
export { default as Box } from "@mui/material/Box";
export { default as Typography } from "@mui/material/Typography";
export { default as ButtonBase } from "@mui/material/ButtonBase";
