/** A mistake of the operator's (bad input, a clash, missing credentials): one line, exit 2. */
export class OperatorError extends Error {
  name = "OperatorError";
}
