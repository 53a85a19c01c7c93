/**
 * The one global the schemas use beyond ES2022: WHATWG `URL`, which both Node and every browser
 * have. Declared here (the part used) rather than pulling in the DOM or Node type libraries, so
 * nothing else of either can creep into code both sides run.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
}
