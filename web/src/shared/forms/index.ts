export { checkForm, fieldProblem, numberFromText, problemOf, type FieldProblem, type FieldProblems, type FormCheck, type FormSchema, type ProblemKind, type SchemaIssue } from "./checkForm";
