export { checkForm, fieldProblem, problemOf, type FieldProblem, type FieldProblems, type FormCheck, type FormSchema, type ProblemKind, type SchemaIssue } from "./checkForm";
