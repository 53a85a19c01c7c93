export { en } from "./en";
export { he } from "./he";
export * from "./types";
export { API_MESSAGES, isMessageCode, renderCoded, renderMessage } from "./render";
export { issueMessage, schemaMessage, type SchemaIssue } from "./issue";
