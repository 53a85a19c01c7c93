export { useDebouncedValue } from "./hooks/useDebouncedValue";
export { isSearchableKeyword } from "./lib/keyword";
